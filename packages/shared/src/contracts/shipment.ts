import { z } from 'zod';
import { ZPagination } from '../pagination';
import { moneyString } from '../validation/fields';
import { ZRateView } from './quote';
import { ZTrackingScanCode } from './tracking-scan';

/** Spec 2 §4: statuses seen by users (the server's `shipments_status` enum). */
export const SHIPMENT_STATUSES = [
  'pending',
  'success',
  'error',
  'canceled',
  'pending_cancellation',
  'delivered',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STEPS = ['addressing', 'packaging', 'rating', 'confirmed'] as const;
export type ShipmentStep = (typeof SHIPMENT_STEPS)[number];

/**
 * The server's `shipments_source` enum; the list filters by all but `system`. A store's orders
 * carry their provider (shopify, woocommerce, tiendanube); a spreadsheet row carries `import`.
 */
export const SHIPMENT_SOURCES = [
  'system',
  'app',
  'shopify',
  'woocommerce',
  'tiendanube',
  'import',
  'manual',
] as const;
export type ShipmentSource = (typeof SHIPMENT_SOURCES)[number];

export const LABEL_FORMATS = ['letter', 'thermal', 'zpl'] as const;
export type LabelFormatName = (typeof LABEL_FORMATS)[number];

/** The product's tracking statuses (every carrier's codes map onto these). */
export const TRACKING_STATUS_VALUES = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'returned',
  /** The label was voided (the shipment cancelled): the parcel will not travel. */
  'canceled',
] as const;
export type TrackingStatusValue = (typeof TRACKING_STATUS_VALUES)[number];

/** An address as the shipment keeps it: the wizard's fields, with the country resolved. */
export const ZShipmentAddress = z.object({
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  calling_code: z.string(),
  rfc: z.string().nullable(),
  country_id: z.number().int(),
  country_code: z.string(),
  country_name: z.string(),
  state: z.string(),
  /** The state's code in the catalogue ("NLE"), when its name matched one. */
  state_code: z.string().nullable(),
  city: z.string(),
  neighborhood: z.string(),
  street: z.string(),
  number: z.string(),
  interior_number: z.string().nullable(),
  postal_code: z.string(),
  reference: z.string().nullable(),
});
export type ShipmentAddress = z.infer<typeof ZShipmentAddress>;

/** The parcel as the shipment keeps it; a doc carries the envelope's fixed measures. */
export const ZShipmentParcel = z.object({
  parcel_type: z.enum(['box', 'doc', 'ltl']),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  distance_unit: z.literal('cm'),
  weight: z.number(),
  mass_unit: z.literal('kg'),
  volumetric_weight: z.number(),
  contents: z.string(),
  sat_product_id: z.string().nullable(),
  declared_tax_value: moneyString(),
  insure_package: z.boolean(),
});
export type ShipmentParcel = z.infer<typeof ZShipmentParcel>;

/** What the caller may do with a shipment now (the server's rules, for the buttons). */
export const ZShipmentActions = z.object({
  request_cancellation: z.boolean(),
  cancel: z.boolean(),
  reject_cancel_request: z.boolean(),
  deliver: z.boolean(),
  delete: z.boolean(),
  clone: z.boolean(),
  download_label: z.boolean(),
  download_nota: z.boolean(),
  /** Book a pickup (none booked now); the pickup screen also shows a booked one to readers. */
  pickup: z.boolean(),
  /** Move the booked pickup to another day or window. */
  reschedule_pickup: z.boolean(),
  edit_addresses: z.boolean(),
  /** The wizard's parcel step (the list's "Pack") and rate step ("Select rate"). */
  pack: z.boolean(),
  select_rate: z.boolean(),
  /** Manual shipments: upload its carrier label ("Create label", or "Edit label" once it has one). */
  upload_label: z.boolean(),
});
export type ShipmentActions = z.infer<typeof ZShipmentActions>;

/**
 * A pickup's life: `generated` (booked), `error` (the carrier refused; Retry books anew),
 * `canceling` (its cancellation is being sent to the carrier: the shipment was cancelled or the
 * pickup rescheduled), `canceled`, `cancel_failed` (the carrier could not cancel it; staff call).
 */
export const PICKUP_STATUSES = [
  'generated',
  'error',
  'canceling',
  'canceled',
  'cancel_failed',
] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const ZShipmentPickupSummary = z.object({
  id: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  reference_number: z.string().nullable(),
  status: z.enum(PICKUP_STATUSES),
  error_message: z.string().nullable(),
});

export const ZShipment = z.object({
  id: z.number().int(),
  sequential_id: z.number().int(),
  source: z.enum(SHIPMENT_SOURCES),
  source_number: z.string().nullable(),
  store_id: z.number().int().nullable(),
  /**
   * Writing the label back to the store's order: null when the shipment has no store order,
   * `pending` until a label is bought and sent, `done`, or `failed` (retried by the job queue;
   * `fulfilment_error` says why).
   */
  fulfilment_status: z.enum(['pending', 'done', 'failed']).nullable(),
  fulfilment_error: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  step: z.enum(SHIPMENT_STEPS),
  origin: ZShipmentAddress.nullable(),
  destination: ZShipmentAddress.nullable(),
  parcel: ZShipmentParcel.nullable(),
  service_id: z.number().int().nullable(),
  service_name: z.string().nullable(),
  carrier_id: z.number().int().nullable(),
  carrier_name: z.string().nullable(),
  provider_code: z.string().nullable(),
  carrier_logo_url: z.string().nullable(),
  /** The rate bought, stripped to what the caller's role may see (rating.md §8). */
  rate: ZRateView.nullable(),
  total: moneyString().nullable(),
  is_pickup: z.boolean(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  tracking_status: z.enum(TRACKING_STATUS_VALUES).nullable(),
  label_created_at: z.string().nullable(),
  label_format: z.enum(LABEL_FORMATS).nullable(),
  /** The formats this label can be downloaded in: all three for a platform-drawn label, only
   * the one it was bought in for a carrier's own; empty without a label. */
  label_formats: z.array(z.enum(LABEL_FORMATS)),
  /** A manual shipment's uploaded label (spec 2 §3 "Manual label"); null until staff upload it. */
  manual_label: z.object({ tracking_number: z.string() }).nullable(),
  error_message: z.string().nullable(),
  pickup: ZShipmentPickupSummary.nullable(),
  /** The owning account: admin, main_admin and developer only (spec 2 §6). */
  user: z
    .object({
      id: z.number().int(),
      fullname: z.string(),
      email: z.string(),
      has_user_prices: z.boolean(),
    })
    .optional(),
  actions: ZShipmentActions,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipment = z.infer<typeof ZShipment>;

/**
 * The shipment list's reply: the common list shape, plus `total_capped` when a filter's matches
 * were counted only up to SHIPMENT_COUNT_CAP + 1 (then `total_objects` is that count: "more than
 * SHIPMENT_COUNT_CAP"). Status and carrier filters, and no filter, are always counted exactly.
 */
export const SHIPMENT_COUNT_CAP = 10_000;
export const ZShipmentListResponse = z.object({
  data: z.array(ZShipment),
  pagination: ZPagination.extend({ total_capped: z.boolean().optional() }),
});
export type ShipmentListResponse = z.infer<typeof ZShipmentListResponse>;

/** Filters of the shipment list (spec 2 §2), sent as `where[field]=value`. */
export const SHIPMENT_ORDER_FIELDS = ['created_at', 'sequential_id', 'status'] as const;

export const ZBuyRateRequest = z.object({
  rate: z.object({
    service_id: z.coerce.number({ error: 'v.required' }).int().positive(),
    is_pickup: z.boolean({ error: 'v.invalid_type' }).default(false),
    is_from_app: z.boolean({ error: 'v.invalid_type' }).default(true),
  }),
});
export type BuyRateRequest = z.input<typeof ZBuyRateRequest>;

export const ZTrackingEvent = z.object({
  status: z.enum(TRACKING_STATUS_VALUES),
  code: z.string(),
  /** The carrier's words, as sent. */
  description: z.string(),
  /** Those words normalised (null when not known): the reader's language names the code. */
  scan_code: ZTrackingScanCode.nullable(),
  occurred_at: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country_code: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof ZTrackingEvent>;

/**
 * The public tracking page: no personal data beyond city names. Anyone with the number sees the
 * status, the dates and the carrier; the cities, the scans' places and the carrier's words
 * (`details`) need the destination postal code (`?postal_code=`), or a caller who may read the
 * shipment. Without them each event has its status and time only.
 */
export const ZPublicTracking = z.object({
  tracking_number: z.string(),
  status: z.enum(TRACKING_STATUS_VALUES).nullable(),
  carrier_name: z.string(),
  service_name: z.string(),
  shipped_at: z.string().nullable(),
  details: z.boolean(),
  origin_city: z.string().nullable(),
  destination_city: z.string().nullable(),
  events: z.array(ZTrackingEvent.omit({ code: true })),
});
/** `GET tracking/{number}`'s query: the destination postal code unlocks the details. */
export const ZPublicTrackingQuery = z.object({
  postal_code: z.string().max(20).optional(),
});
export type PublicTracking = z.infer<typeof ZPublicTracking>;

export const PICKUP_WINDOW_IDS = ['morning', 'midday', 'afternoon'] as const;

export const ZPickupRequest = z.object({
  pickup: z.object({
    shipment_id: z.coerce.number({ error: 'v.required' }).int().positive(),
    /** Tenant-local "YYYY-MM-DD"; the rule's day (today before 12:00, else tomorrow) if blank. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.date' })
      .nullish(),
    window: z.enum(PICKUP_WINDOW_IDS, { error: 'v.invalid_value' }).default('morning'),
  }),
});

export const ZPickup = z.object({
  id: z.number().int(),
  shipment_id: z.number().int(),
  shipment_sequential_id: z.number().int(),
  user: z.object({ id: z.number().int(), fullname: z.string(), email: z.string() }),
  carrier_name: z.string().nullable(),
  date_from: z.string(),
  date_to: z.string(),
  reference_number: z.string().nullable(),
  tracking_number: z.string().nullable(),
  status: z.enum(PICKUP_STATUSES),
  error_message: z.string().nullable(),
  /** Why it was cancelled: its shipment was, or it was moved to another day. */
  cancel_reason: z.enum(['shipment_canceled', 'rescheduled']).nullable(),
  created_at: z.string(),
});
export type Pickup = z.infer<typeof ZPickup>;

/** PUT pickups/{id}/reschedule: the new tenant-local day and window of a booked pickup. */
export const ZPickupRescheduleRequest = z.object({
  pickup: z.object({
    date: z.string({ error: 'v.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.date' }),
    window: z.enum(PICKUP_WINDOW_IDS, { error: 'v.invalid_value' }).default('morning'),
  }),
});
export type PickupRescheduleRequest = z.input<typeof ZPickupRescheduleRequest>;

/** GET pickups/days: the days a pickup of this shipment may be booked on, earliest first. */
export const ZPickupDays = z.object({
  days: z.array(z.string()),
  windows: z.array(z.object({ id: z.enum(PICKUP_WINDOW_IDS), from: z.string(), to: z.string() })),
});
export type PickupDays = z.infer<typeof ZPickupDays>;
export const PICKUP_ORDER_FIELDS = ['created_at', 'date_from', 'reference_number'] as const;
