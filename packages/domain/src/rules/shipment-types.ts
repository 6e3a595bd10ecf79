import type { ShipmentSource, ShipmentStatus, ShipmentStep } from '@despacho/shared';

// The enums are contracts (the API answers them); the rules read them from there.
export { SHIPMENT_SOURCES, SHIPMENT_STATUSES } from '@despacho/shared';
export { SHIPMENT_STEPS as WIZARD_STEPS } from '@despacho/shared';
export type { ShipmentSource, ShipmentStatus };
export type WizardStep = ShipmentStep;

/** What the shipment rules read; the server maps its row onto this. */
export interface ShipmentFacts {
  readonly status: ShipmentStatus;
  readonly step: WizardStep;
  readonly source: ShipmentSource;
  /** The label (generated or manual), with the instant it was created; null when none. */
  readonly label: { readonly created_at: Date } | null;
  readonly provider_code?: string | null;
  /** Whether the bought service offers pickups (its `has_pickup`). */
  readonly service_has_pickup?: boolean;
  /** The status of the shipment's latest pickup (generated, error, canceled…); null when none. */
  readonly pickup_status?: string | null;
}
