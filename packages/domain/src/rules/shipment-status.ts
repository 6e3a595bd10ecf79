import { allow, deny, type RuleResult } from './rule-result';
import type { ShipmentStatus } from './shipment-types';

export type ShipmentEvent =
  | 'label_purchased'
  | 'purchase_failed'
  | 'request_cancellation'
  | 'reject_cancellation'
  | 'cancel'
  | 'deliver';

const TRANSITIONS: Record<ShipmentEvent, Partial<Record<ShipmentStatus, ShipmentStatus>>> = {
  label_purchased: { pending: 'success' },
  purchase_failed: { pending: 'error' },
  request_cancellation: { success: 'pending_cancellation' },
  reject_cancellation: { pending_cancellation: 'success' },
  // Staff may cancel anything not already final (delivered, canceled) or failed (error).
  cancel: { pending: 'canceled', success: 'canceled', pending_cancellation: 'canceled' },
  deliver: { success: 'delivered' },
};

/** The shipment status machine; who may fire an event is a separate rule (shipment-actions). */
export function nextStatus(
  current: ShipmentStatus,
  event: ShipmentEvent,
): RuleResult<'shipment.invalid_transition', { status: ShipmentStatus }> {
  const next = TRANSITIONS[event][current];
  return next ? allow({ status: next }) : deny('shipment.invalid_transition');
}
