import { ADDRESS_LIMITS, type ShipmentAddress, type ShipmentParcel } from '@despacho/shared';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { StoreOrder, StoreOrderAddress } from '../../integrations/stores/store-connector';

/** The catalogue's answer for an order's country and state (stores.repository placeOf). */
export interface Place {
  country_id: number;
  country_code: string;
  country_name: string;
  state_name: string | null;
  state_code: string | null;
}

const cut = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);

/** "+52 1 33 1234 5678", "(33) 1234-5678" → calling code and national number (MX by default). */
export function splitPhone(
  raw: string,
  countryCode: string,
): { calling_code: string; phone: string } {
  const parsed = parsePhoneNumberFromString(raw ?? '', (countryCode || 'MX') as CountryCode);
  if (parsed)
    return {
      calling_code: parsed.countryCallingCode,
      phone: String(parsed.nationalNumber).slice(0, 15),
    };
  return { calling_code: '52', phone: (raw ?? '').replace(/\D/g, '').slice(-10) };
}

/**
 * An order's destination as a shipment keeps it: country and state from the catalogue, name
 * and street cut to the carriers' limits (spec 2 §9: 35 and 30), the number kept apart when
 * the store gives one. Null when the order has no address or its country is not in the catalogue.
 */
export function destinationOf(
  a: StoreOrderAddress | null,
  place: Place | null,
): ShipmentAddress | null {
  if (!a || !place) return null;
  const { calling_code, phone } = splitPhone(a.phone, place.country_code);
  return {
    name: cut(a.name, ADDRESS_LIMITS.name),
    company: cut(a.company, 80),
    email: cut(a.email, 254),
    phone,
    calling_code,
    rfc: null,
    country_id: place.country_id,
    country_code: place.country_code,
    country_name: place.country_name,
    state: place.state_name ?? cut(a.state, 80),
    state_code: place.state_code,
    city: cut(a.city, ADDRESS_LIMITS.city),
    neighborhood: cut(a.neighborhood, 80),
    street: cut(a.street, ADDRESS_LIMITS.street),
    number: cut(a.number, 20) || 'S/N',
    interior_number: null,
    postal_code: cut(a.postal_code, ADDRESS_LIMITS.postal_code),
    reference: cut(a.reference, ADDRESS_LIMITS.reference) || null,
  };
}

/** Whether an address has what a label needs (else the shipment waits at the address step). */
export function isComplete(a: ShipmentAddress | null): a is ShipmentAddress {
  return !!(
    a &&
    a.name &&
    a.street &&
    a.city &&
    a.postal_code &&
    a.state &&
    a.phone.length >= 7 &&
    (a.country_code !== 'MX' || /^\d{5}$/.test(a.postal_code))
  );
}

/** The merchant's saved box an order's parcel starts from (store-orders.repository reads it). */
export interface Template {
  parcel_type: ShipmentParcel['parcel_type'];
  length: string;
  width: string;
  height: string;
  weight: string;
  contents: string;
  sat_product_id: string | null;
}

/** Volumetric kg of a box in cm (the carriers' divisor 5000), two decimals. */
const volumetric = (l: number, w: number, h: number) =>
  Math.round(((l * w * h) / 5000) * 100) / 100;

/**
 * The parcel an order starts with: the merchant's latest box template, weighing what the
 * order's items weigh when the store knows it; the declared value is what the order was paid.
 */
export function parcelOf(order: StoreOrder, template: Template | null): ShipmentParcel | null {
  if (!template) return null;
  const [l, w, h] = [Number(template.length), Number(template.width), Number(template.height)];
  const weight =
    order.total_weight_kg && order.total_weight_kg > 0
      ? Math.max(0.1, Math.round(order.total_weight_kg * 100) / 100)
      : Number(template.weight);
  const contents =
    order.items
      .map((i) => i.name)
      .join(', ')
      .slice(0, 60) || template.contents;
  return {
    parcel_type: template.parcel_type,
    length: l,
    width: w,
    height: h,
    distance_unit: 'cm',
    weight,
    mass_unit: 'kg',
    volumetric_weight: volumetric(l, w, h),
    contents,
    sat_product_id: template.sat_product_id,
    declared_tax_value: (Math.max(0, order.total_cents) / 100).toFixed(2),
    insure_package: false,
  };
}
