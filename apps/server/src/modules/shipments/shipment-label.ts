import { carrierText, MANUAL_PROVIDER_CODE } from '@despacho/shared';
import { parseMoney } from '@despacho/domain';
import type { ShipmentAddress } from '@despacho/shared';
import type { AppDeps } from '../../http/context';
import {
  CarrierError,
  carrierInsuredValue,
  type ConnectorParty,
  type LabelFormat,
  type ShipResult,
} from '../../integrations/carriers/carrier-connector';
import type { ShipmentRow, TenantRow } from '../../db/schema';
import type { CatalogueCarrier } from '../quotes/catalogue-snapshot';
import type { LabelData } from '../labels/label-data';
import { labelBrand } from './label-brand';

/** GenericCarrier is run by the platform: its labels are drawn here, not bought outside. */
export const GENERIC_PROVIDER = 'GenericCarrier';

/** A carrier with no API: nothing is asked of it; staff upload its label (manual shipments). */
export const MANUAL_PROVIDER = MANUAL_PROVIDER_CODE;

/**
 * The format a label is bought in: the payer's own preference (label_printing_format `pdf`,
 * `thermal` or `zpl`), else the tenant's `nota_label_format` setting (`4x6` → the thermal 4×6 in label;
 * spec 2: letter by default). The platform's own labels follow the same rule in the purchase's
 * SQL function (migration 0027).
 */
export function labelFormatFor(
  preferences: Record<string, string> | undefined,
  tenantFormat: string | null | undefined,
): LabelFormat {
  const chosen = preferences?.label_printing_format;
  if (chosen === 'thermal') return 'thermal';
  if (chosen === 'zpl') return 'zpl';
  if (chosen === 'pdf') return 'letter';
  return tenantFormat === '4x6' ? 'thermal' : 'letter';
}

/** How long a carrier gets to sell a label (longer than a quote: it is the real purchase). */
export const SHIP_DEADLINE_MS = 30_000;

/** Thrown when the platform's own label cannot be made (no prepaid numbers left). */
export class LabelRefusal extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * A shipment's address as it leaves for a carrier (ship, pickup, the platform's own label): the
 * fields spec 2 §5 strips are sent without accents, while the shipment keeps what the person
 * typed ("Luisa Pérez") for every screen, e-mail and the public tracking page.
 */
export const partyOf = (a: ShipmentAddress): ConnectorParty => ({
  name: carrierText(a.name),
  company: carrierText(a.company),
  email: carrierText(a.email),
  phone: a.phone,
  calling_code: a.calling_code,
  rfc: a.rfc,
  street: carrierText(a.street),
  number: a.number,
  interior_number: a.interior_number,
  neighborhood: carrierText(a.neighborhood),
  city: carrierText(a.city),
  state: a.state,
  state_code: a.state_code,
  postal_code: a.postal_code,
  country_code: a.country_code,
  reference: carrierText(a.reference),
});

export const publicTrackingUrl = (deps: AppDeps, tenant: TenantRow, n: string) =>
  `${deps.config.publicUrl}/track/${encodeURIComponent(n)}?tenant=${tenant.slug}`;

export interface LabelJob {
  deps: AppDeps;
  shipment: ShipmentRow;
  carrier: CatalogueCarrier;
  serviceCode: string;
  format: LabelFormat;
  now: Date;
}

/** The label data of a platform-drawn label (also what the NOTA and other formats redraw). */
export async function labelDataOf(
  deps: AppDeps,
  tenant: TenantRow,
  s: ShipmentRow,
  names: { carrier: string; service: string },
  trackingNumber: string,
  createdAt: Date,
): Promise<LabelData> {
  const parcel = s.parcel!;
  return {
    tracking_number: trackingNumber,
    shipment_number: String(s.sequentialId),
    carrier_name: names.carrier,
    service_name: names.service,
    created_at: createdAt,
    time_zone: tenant.timeZone,
    origin: partyOf(s.origin!),
    destination: partyOf(s.destination!),
    parcel: {
      parcel_type: parcel.parcel_type,
      contents: parcel.contents,
      declared_value_cents: parseMoney(parcel.declared_tax_value),
      weight_kg: parcel.weight,
      length_cm: parcel.length,
      width_cm: parcel.width,
      height_cm: parcel.height,
      volumetric_weight_kg: parcel.volumetric_weight,
    },
    brand: await labelBrand(deps, tenant),
    tracking_url: publicTrackingUrl(deps, tenant, trackingNumber),
  };
}

/**
 * Buys the label from a carrier's connector (not GenericCarrier: the platform draws its own),
 * within SHIP_DEADLINE_MS. Throws CarrierError.
 */
export async function obtainCarrierLabel(job: LabelJob): Promise<ShipResult> {
  const { deps, shipment, carrier } = job;
  const connector = deps.connectors.get(carrier.providerCode);
  if (!connector?.ship)
    throw new CarrierError('config', `no label connector for ${carrier.providerCode}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SHIP_DEADLINE_MS);
  try {
    return await connector.ship(
      {
        settings: deps.connectorSettings(
          carrier.providerCode,
          carrier.environment,
          carrier.settings,
        ),
        environment: carrier.environment,
        signal: controller.signal,
      },
      {
        reference: String(shipment.sequentialId),
        service_code: job.serviceCode,
        origin: partyOf(shipment.origin!),
        destination: partyOf(shipment.destination!),
        parcels: [
          {
            parcel_type: shipment.parcel!.parcel_type,
            contents: shipment.parcel!.contents,
            declared_value_cents: parseMoney(shipment.parcel!.declared_tax_value),
            // What the carrier insures: the same rule the quote that priced it followed.
            insured_value_cents: carrierInsuredValue(
              carrier.data.insurance_type,
              shipment.parcel!.insure_package,
              parseMoney(shipment.parcel!.declared_tax_value),
            ),
            weight_kg: shipment.parcel!.weight,
            length_cm: shipment.parcel!.length,
            width_cm: shipment.parcel!.width,
            height_cm: shipment.parcel!.height,
          },
        ],
        label_format: job.format,
        ship_date: job.now,
      },
    );
  } finally {
    clearTimeout(timer);
  }
}
