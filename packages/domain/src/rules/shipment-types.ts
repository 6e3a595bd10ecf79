export const SHIPMENT_STATUSES = [
  'pending',
  'success',
  'error',
  'canceled',
  'pending_cancellation',
  'delivered',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const WIZARD_STEPS = ['addressing', 'packaging', 'rating', 'confirmed'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const SHIPMENT_SOURCES = ['system', 'app', 'shopify', 'woocommerce', 'manual'] as const;
export type ShipmentSource = (typeof SHIPMENT_SOURCES)[number];

/** What the shipment rules read; the server maps its row onto this. */
export interface ShipmentFacts {
  readonly status: ShipmentStatus;
  readonly step: WizardStep;
  readonly source: ShipmentSource;
  /** The label (generated or manual), with the instant it was created; null when none. */
  readonly label: { readonly created_at: Date } | null;
  readonly provider_code?: string | null;
}
