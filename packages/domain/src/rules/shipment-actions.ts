import { DEFAULT_TIME_ZONE } from '@despacho/shared';
import { localDateKey } from '../time/zoned-time';
import {
  allow,
  deny,
  isAdmin,
  isCustomer,
  isDeveloper,
  type Actor,
  type RuleResult,
} from './rule-result';
import type { ShipmentFacts } from './shipment-types';

export type ShipmentRuleReason =
  | 'role.forbidden'
  | 'shipment.invalid_status'
  | 'shipment.invalid_step'
  | 'shipment.no_label'
  | 'shipment.label_not_today'
  | 'shipment.not_manual'
  | 'shipment.no_access'
  | 'shipment.confirmed'
  | 'shipment.addresses_first'
  | 'shipment.parcel_first'
  | 'pickup.not_offered'
  | 'pickup.booked'
  | 'pickup.none';

export interface ShipmentRuleOptions {
  readonly timeZone?: string;
  /** Whether the actor may see this shipment at all (checked by the permission layer). */
  readonly hasAccess?: boolean;
}

type Rule = (
  s: ShipmentFacts,
  actor: Actor,
  now: Date,
  opts: ShipmentRuleOptions,
) => RuleResult<ShipmentRuleReason>;

/** Any user, same tenant-local calendar day as the label (spec 2 §4). */
export const canRequestCancellation: Rule = (s, _actor, now, opts) => {
  if (opts.hasAccess === false) return deny('shipment.no_access');
  if (s.status !== 'success') return deny('shipment.invalid_status');
  if (!s.label) return deny('shipment.no_label');
  const tz = opts.timeZone ?? DEFAULT_TIME_ZONE;
  if (localDateKey(s.label.created_at, tz) !== localDateKey(now, tz))
    return deny('shipment.label_not_today');
  return allow();
};

export const canCancel: Rule = (s, actor) => {
  if (!isAdmin(actor)) return deny('role.forbidden');
  if (!s.label) return deny('shipment.no_label');
  if (s.status === 'delivered' || s.status === 'canceled' || s.status === 'error')
    return deny('shipment.invalid_status');
  return allow();
};

export const canRejectCancelRequest: Rule = (s, actor) => {
  if (!isAdmin(actor)) return deny('role.forbidden');
  return s.status === 'pending_cancellation' ? allow() : deny('shipment.invalid_status');
};

export const canDeliver: Rule = (s, actor) => {
  if (!isDeveloper(actor)) return deny('role.forbidden');
  if (s.step !== 'confirmed') return deny('shipment.invalid_step');
  return s.status === 'success' ? allow() : deny('shipment.invalid_status');
};

export const canDelete: Rule = (s, actor) => {
  if (!isDeveloper(actor)) return deny('role.forbidden');
  return s.status === 'pending' || s.status === 'error' ? allow() : deny('shipment.invalid_status');
};

export const canClone: Rule = (_s, _actor, _now, opts) =>
  opts.hasAccess === false ? deny('shipment.no_access') : allow();

export const canDownloadLabel: Rule = (s, actor) => {
  if (s.step !== 'confirmed') return deny('shipment.invalid_step');
  const statusOk = s.status === 'success' || (s.status === 'canceled' && isDeveloper(actor));
  if (!statusOk) return deny('shipment.invalid_status');
  return s.label ? allow() : deny('shipment.no_label');
};

export const canDownloadNota: Rule = (s, actor, now, opts) => {
  if (actor.user_type !== 'operator' && !isAdmin(actor)) return deny('role.forbidden');
  return canDownloadLabel(s, actor, now, opts);
};

/** Manual shipments: staff may create a label, or edit the one already there. */
export function manualLabelAction(
  s: ShipmentFacts,
  actor: Actor,
): RuleResult<ShipmentRuleReason, { mode: 'create' | 'edit' }> {
  if (s.source !== 'manual') return deny('shipment.not_manual');
  if (isCustomer(actor)) return deny('role.forbidden');
  if (s.status !== 'success') return deny('shipment.invalid_status');
  return allow({ mode: s.label ? 'edit' : 'create' });
}

/** The wizard's steps again, by whoever may act on the shipment, until the label is bought. */
export const canEditAddresses: Rule = (s, _actor, _now, opts) => {
  if (opts.hasAccess === false) return deny('shipment.no_access');
  return s.step === 'confirmed' ? deny('shipment.confirmed') : allow();
};

/** Step 2 (spec 2 §2 "Pack"): after the addresses, until the label is bought. */
export const canPack: Rule = (s, _actor, _now, opts) => {
  if (opts.hasAccess === false) return deny('shipment.no_access');
  if (s.step === 'confirmed') return deny('shipment.confirmed');
  return s.step === 'addressing' ? deny('shipment.addresses_first') : allow();
};

/** Step 3 (spec 2 §2 "Select rate"): a shipment with its parcel, not bought yet. */
export const canSelectRate: Rule = (s, _actor, _now, opts) => {
  if (opts.hasAccess === false) return deny('shipment.no_access');
  if (s.step === 'confirmed') return deny('shipment.confirmed');
  if (s.step === 'addressing') return deny('shipment.addresses_first');
  return s.step === 'packaging' ? deny('shipment.parcel_first') : allow();
};

/** A bought shipment whose service and provider offer pickups, without a booked one. */
export const canSchedulePickup: Rule = (s, _actor, _now, opts) => {
  if (opts.hasAccess === false) return deny('shipment.no_access');
  if (s.step !== 'confirmed' || s.status !== 'success') return deny('shipment.invalid_status');
  if (!s.label) return deny('shipment.no_label');
  if (!s.service_has_pickup || !isPickupOffered(s.provider_code)) return deny('pickup.not_offered');
  return s.pickup_status === 'generated' ? deny('pickup.booked') : allow();
};

/** Its booked pickup moved to another day (spec 2 Pickup screen: reschedule). */
export const canReschedulePickup: Rule = (s, _actor, _now, opts) => {
  if (opts.hasAccess === false) return deny('shipment.no_access');
  if (s.status !== 'success') return deny('shipment.invalid_status');
  if (!isPickupOffered(s.provider_code)) return deny('pickup.not_offered');
  return s.pickup_status === 'generated' ? allow() : deny('pickup.none');
};

export const PICKUP_PROVIDER_CODES = [
  'Fedexx',
  'FedexRest',
  'DHL',
  'PExpress',
  'Redpack',
  'AMPM',
  'Pak2go',
  'DrEnvio',
] as const;

export const isPickupOffered = (providerCode: string | null | undefined): boolean =>
  providerCode != null && (PICKUP_PROVIDER_CODES as readonly string[]).includes(providerCode);

export const SHIPMENT_RULES = {
  request_cancellation: canRequestCancellation,
  cancel: canCancel,
  reject_cancel_request: canRejectCancelRequest,
  deliver: canDeliver,
  delete: canDelete,
  clone: canClone,
  download_label: canDownloadLabel,
  download_nota: canDownloadNota,
  pickup: canSchedulePickup,
  reschedule_pickup: canReschedulePickup,
  edit_addresses: canEditAddresses,
  pack: canPack,
  select_rate: canSelectRate,
} as const;
export type ShipmentAction = keyof typeof SHIPMENT_RULES;

export const SHIPMENT_ACTIONS = Object.keys(SHIPMENT_RULES) as ShipmentAction[];

/**
 * One entry point for the server's guards and the `actions` a shipment carries (the web app's
 * buttons): both read the same rule, so a button is offered exactly when the server accepts.
 */
export function canOnShipment(
  action: ShipmentAction,
  shipment: ShipmentFacts,
  actor: Actor,
  now: Date,
  opts: ShipmentRuleOptions = {},
): RuleResult<ShipmentRuleReason> {
  return SHIPMENT_RULES[action](shipment, actor, now, opts);
}
