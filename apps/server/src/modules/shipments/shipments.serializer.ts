import {
  isAdminOrAbove,
  LABEL_FORMATS,
  type LabelFormatName,
  type Shipment,
  type TrackingStatusValue,
  type UserType,
} from '@despacho/shared';
import type { ShipmentRow } from '../../db/schema';
import { iso } from '../../lib/dates';
import { moneyOrNull } from '../catalogue/catalogue-money';
import { carrierLogoUrl } from '../carriers/carriers.serializer';
import { serializeRate } from '../quotes/rate.serializer';
import { GENERIC_PROVIDER } from './shipment-label';
import { factsOf, shipmentActions } from './shipment-rules';
import type { ShipmentView } from './shipments.repository';

export interface SerializeOptions {
  viewer: UserType;
  /** Whether the viewer may act on it (owner's account, or admin and up). */
  writable: boolean;
  tenantSlug: string;
  timeZone: string;
  settings: Record<string, string>;
  now: Date;
}

/** A platform-drawn label is redrawn in any format; a carrier's exists as it was sent. */
function labelFormats(r: ShipmentRow, providerCode: string | null): LabelFormatName[] {
  if (!r.labelCreatedAt || !r.labelFormat) return [];
  // An uploaded manual label is the PDF as staff uploaded it: no other format.
  if (r.source === 'manual') return [r.labelFormat as LabelFormatName];
  const kept = r.labelFormat as LabelFormatName;
  if (providerCode === GENERIC_PROVIDER) return [kept, ...LABEL_FORMATS.filter((f) => f !== kept)];
  // A carrier's PDF is also offered on the other paper (fitted); its ZPL only as sent.
  return kept === 'zpl' ? [kept] : [kept, kept === 'letter' ? 'thermal' : 'letter'];
}

/** A shipment as the caller may see it: the rate stripped by role, the owner for admins. */
export function serializeShipment(v: ShipmentView, o: SerializeOptions): Shipment {
  const r = v.row;
  const shipment: Shipment = {
    id: r.id,
    sequential_id: r.sequentialId,
    source: r.source,
    source_number: r.sourceNumber,
    store_id: r.storeId,
    fulfilment_status: r.fulfilmentStatus ?? null,
    fulfilment_error: r.fulfilmentError ?? null,
    status: r.status,
    step: r.step,
    origin: r.origin ?? null,
    destination: r.destination ?? null,
    parcel: r.parcel ?? null,
    service_id: r.serviceId,
    service_name: v.serviceName ?? r.rate?.service_name ?? null,
    carrier_id: r.carrierId,
    carrier_name: v.carrierName ?? r.rate?.carrier_name ?? null,
    provider_code: v.providerCode,
    carrier_logo_url:
      r.carrierId !== null ? carrierLogoUrl(o.tenantSlug, r.carrierId, v.carrierLogoFileId) : null,
    rate: r.rate ? serializeRate(r.rate, o.viewer, o.settings) : null,
    total: moneyOrNull(r.totalCents),
    is_pickup: r.isPickup,
    tracking_number: r.trackingNumber,
    tracking_url: r.trackingUrl,
    tracking_status: r.trackingStatus as TrackingStatusValue | null,
    label_created_at: iso(r.labelCreatedAt),
    label_format: r.labelFormat as Shipment['label_format'],
    label_formats: labelFormats(r, v.providerCode),
    manual_label:
      r.source === 'manual' && r.trackingNumber ? { tracking_number: r.trackingNumber } : null,
    error_message: r.errorMessage,
    pickup: v.pickup
      ? {
          id: v.pickup.id,
          date_from: iso(v.pickup.dateFrom)!,
          date_to: iso(v.pickup.dateTo)!,
          reference_number: v.pickup.referenceNumber,
          status: v.pickup.status,
          error_message: v.pickup.errorMessage,
        }
      : null,
    actions: shipmentActions(
      factsOf(r, {
        providerCode: v.providerCode,
        serviceHasPickup: v.serviceHasPickup,
        pickupStatus: v.pickup?.status ?? null,
      }),
      { viewer: o.viewer, writable: o.writable, timeZone: o.timeZone, now: o.now },
    ),
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
  };
  if (isAdminOrAbove(o.viewer)) {
    shipment.user = {
      id: v.owner.id,
      fullname: `${v.owner.name} ${v.owner.lastName}`.trim(),
      email: v.owner.email,
      has_user_prices: v.hasUserPrices,
    };
  }
  return shipment;
}
