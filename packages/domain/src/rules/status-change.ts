import { allow, deny, type Actor, type RuleResult } from './rule-result';

export type ToggleStatus = 'active' | 'suspended';
export type ToggleEntity = 'user' | 'validator' | 'carrier' | 'service' | 'notice';
export type StatusChangeReason =
  'status.unchanged' | 'status.invalid' | 'carrier.shipment_disabled';

/** active ↔ suspended for users, validators, carriers, services and notices (spec 3 §4). */
export function canChangeStatus(
  kind: ToggleEntity,
  entity: { status: string; shipment_disabled?: boolean },
  target: ToggleStatus,
): RuleResult<StatusChangeReason> {
  if (entity.status === target) return deny('status.unchanged');
  if (entity.status !== 'active' && entity.status !== 'suspended' && entity.status !== 'pending')
    return deny('status.invalid');
  // A carrier switched off by its shipment limit stays off until the limit is raised.
  if (kind === 'carrier' && target === 'active' && entity.shipment_disabled)
    return deny('carrier.shipment_disabled');
  return allow();
}

export type CarrierLimitReason =
  'role.forbidden' | 'carrier.limit_invalid' | 'carrier.limit_not_above_count';

/** Only main_admin and developer set a carrier's limit, and it must exceed the count so far. */
export function canSetCarrierLimit(
  actor: Actor,
  limit: number,
  shipmentCount: number,
): RuleResult<CarrierLimitReason> {
  if (actor.user_type !== 'main_admin' && actor.user_type !== 'developer')
    return deny('role.forbidden');
  if (!Number.isSafeInteger(limit) || limit < 0) return deny('carrier.limit_invalid');
  return limit > shipmentCount ? allow() : deny('carrier.limit_not_above_count');
}
