import {
  canOnShipment,
  manualLabelAction,
  SHIPMENT_ACTIONS,
  type ShipmentAction,
  type ShipmentFacts,
  type ShipmentRuleReason,
} from '@despacho/domain';
import { isAdminOrAbove, type ShipmentActions, type UserType } from '@despacho/shared';
import type { ShipmentRow } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';

/** What the rules read beside the row: its provider, whether its service picks up, its pickup. */
export interface ShipmentExtras {
  providerCode?: string | null;
  serviceHasPickup?: boolean;
  pickupStatus?: string | null;
}

export const factsOf = (row: ShipmentRow, extras: ShipmentExtras = {}): ShipmentFacts => ({
  status: row.status,
  step: row.step,
  source: row.source,
  label: row.labelCreatedAt ? { created_at: row.labelCreatedAt } : null,
  provider_code: extras.providerCode ?? null,
  service_has_pickup: extras.serviceHasPickup ?? false,
  pickup_status: extras.pickupStatus ?? null,
});

export interface RuleOptions {
  viewer: UserType;
  /** Whether the caller may act on it (the owner's account, or admin and up). */
  writable: boolean;
  timeZone: string;
  now: Date;
}

/** Every action's answer for this caller: the `actions` a shipment carries. */
export function shipmentActions(facts: ShipmentFacts, o: RuleOptions): ShipmentActions {
  const actor = { user_type: o.viewer };
  const opts = { timeZone: o.timeZone, hasAccess: o.writable };
  return {
    ...(Object.fromEntries(
      SHIPMENT_ACTIONS.map((action) => [
        action,
        canOnShipment(action, facts, actor, o.now, opts).ok,
      ]),
    ) as Omit<ShipmentActions, 'upload_label'>),
    upload_label: canUploadManualLabel(facts, o.viewer),
  };
}

/**
 * Spec 2 §4 "Create or edit label": a manual shipment, status success, and a reader who holds
 * ManualShipment create (admin, main_admin, developer: the permission rules give operators none).
 */
export const canUploadManualLabel = (facts: ShipmentFacts, viewer: UserType): boolean =>
  isAdminOrAbove(viewer) && manualLabelAction(facts, { user_type: viewer }).ok;

/** The words of a refusal, where an action says it its own way. */
const ACTION_KEYS: Partial<Record<ShipmentAction, Partial<Record<ShipmentRuleReason, string>>>> = {
  pack: { 'shipment.confirmed': 'v.shipment_parcel_locked' },
  edit_addresses: { 'shipment.confirmed': 'v.shipment_addresses_locked' },
  select_rate: { 'shipment.confirmed': 'v.shipment_already_bought' },
};

const REASON_KEYS: Record<ShipmentRuleReason, string> = {
  'role.forbidden': 'forbidden',
  'shipment.no_access': 'not_found',
  'shipment.invalid_status': 'v.shipment_invalid_status',
  'shipment.invalid_step': 'v.shipment_invalid_step',
  'shipment.no_label': 'v.shipment_no_label',
  'shipment.label_not_today': 'v.shipment_label_not_today',
  'shipment.not_manual': 'v.shipment_invalid_status',
  'shipment.confirmed': 'v.shipment_already_bought',
  'shipment.addresses_first': 'v.shipment_addresses_first',
  'shipment.parcel_first': 'v.shipment_parcel_first',
  'pickup.not_offered': 'v.pickup_not_offered',
  'pickup.booked': 'v.pickup_exists',
  'pickup.none': 'v.pickup_not_booked',
};

/**
 * The server's guard for an action: the same rule that set the shipment's `actions`. Someone
 * who may not act on the shipment gets 404 (as for another tenant's), a role without the right
 * 403, a state that does not allow it 409 with the reason.
 */
export function requireShipmentAction(
  ctx: ServiceContext,
  action: ShipmentAction,
  facts: ShipmentFacts,
  writable: boolean,
): void {
  const actor = { user_type: requireActor(ctx).userType as UserType };
  const result = canOnShipment(action, facts, actor, new Date(), {
    timeZone: ctx.tenant.timeZone,
    hasAccess: writable,
  });
  if (result.ok) return;
  const key = ACTION_KEYS[action]?.[result.reason] ?? REASON_KEYS[result.reason];
  if (key === 'not_found') throw notFound();
  if (key === 'forbidden') throw new AppError('forbidden');
  throw new AppError('conflict', undefined, { fields: { base: [key] } });
}
