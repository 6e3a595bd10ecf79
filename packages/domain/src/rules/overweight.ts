import type { Centavos } from '../money/centavos';
import { multiplyByDecimal } from '../money/rounding';
import { allow, deny, isAdmin, type Actor, type RuleResult } from './rule-result';

/** Numeric codes used in queries (docs/decisions.md). */
export const OVERWEIGHT_STATUS = { unpaid: 0, paid: 1, rebated: 2, refunded: 3 } as const;
export type OverweightStatus = keyof typeof OVERWEIGHT_STATUS;
export const overweightStatusFromCode = (code: number): OverweightStatus | null =>
  (Object.keys(OVERWEIGHT_STATUS) as OverweightStatus[]).find(
    (k) => OVERWEIGHT_STATUS[k] === code,
  ) ?? null;

export type OverweightReason =
  | 'role.forbidden'
  | 'overweight.invalid_status'
  | 'overweight.rebate_disabled'
  | 'overweight.evidence_incomplete';
type Transition = RuleResult<OverweightReason, { next: OverweightStatus }>;

/** amount = overweight kg × the service's extra_kg_overweight_price, half-up to the centavo. */
export function overweightAmount(overweightKg: number, extraKgOverweightPrice: Centavos): Centavos {
  return multiplyByDecimal(extraKgOverweightPrice, overweightKg);
}

// Money moves only at admin level and above (decisions.md gives operators read-only staff rights).
function staffMove(
  status: OverweightStatus,
  actor: Actor,
  from: OverweightStatus,
  next: OverweightStatus,
): Transition {
  if (!isAdmin(actor)) return deny('role.forbidden');
  return status === from ? allow({ next }) : deny('overweight.invalid_status');
}

/** Charges the overweight: a withdrawal that may take the balance below zero. */
export const canApplyOverweight = (s: OverweightStatus, a: Actor) =>
  staffMove(s, a, 'unpaid', 'paid');
export const canRefundOverweight = (s: OverweightStatus, a: Actor) =>
  staffMove(s, a, 'paid', 'refunded');
export const canAcceptRebate = (s: OverweightStatus, a: Actor) =>
  staffMove(s, a, 'rebated', 'refunded');
export const canCancelRebateRequest = (s: OverweightStatus, a: Actor) =>
  staffMove(s, a, 'rebated', 'paid');

/** The account holder disputes a paid overweight, if the tenant allows rebate requests. */
export function canRequestRebate(
  status: OverweightStatus,
  settings: { overweights_request_rebate?: string | boolean },
): Transition {
  const enabled =
    settings.overweights_request_rebate === '1' || settings.overweights_request_rebate === true;
  if (!enabled) return deny('overweight.rebate_disabled');
  return status === 'paid' ? allow({ next: 'rebated' }) : deny('overweight.invalid_status');
}

/** Evidence needs both a description and a file; the spec's form drops a half-filled report. */
export function canReportEvidence(evidence: {
  description?: string | null;
  file?: unknown;
}): RuleResult<OverweightReason> {
  const hasText =
    typeof evidence.description === 'string' && evidence.description.trim().length > 0;
  return hasText && evidence.file != null ? allow() : deny('overweight.evidence_incomplete');
}
