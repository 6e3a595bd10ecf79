import countries from 'i18n-iso-countries';
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formatMoney, localDateKey } from '@despacho/domain';
import type { ConnectorParty } from '../../integrations/carriers/carrier-connector';
import type { LabelData } from './label-data';
import { printable } from './printable-text';

countries.registerLocale(es);

/**
 * The words printed on the product's own labels. Labels are documents for Mexican couriers and
 * recipients, so they are in Spanish whatever the user's interface language is.
 */
export const CAPTIONS = {
  sender: 'Remitente',
  recipient: 'Destinatario',
  tracking: 'Guía',
  shipment: 'Envío',
  date: 'Fecha',
  weight: 'Peso',
  volumetric: 'Peso vol.',
  dimensions: 'Medidas',
  parcelType: 'Tipo',
  contents: 'Contenido',
  declaredValue: 'Valor declarado',
  reference: 'Referencia',
  phone: 'Tel.',
  interior: 'Int.',
  neighborhood: 'Col.',
  postalCode: 'C.P.',
  customer: 'Cliente',
  total: 'Total',
} as const;

const PARCEL_TYPES: Record<LabelData['parcel']['parcel_type'], string> = {
  box: 'Caja',
  doc: 'Sobre',
  ltl: 'Tarima (LTL)',
};

/** A party as printed: each line already in label fonts' characters, empty when unknown. */
export interface PartyView {
  name: string;
  company: string;
  phone: string;
  /** Street, number and interior number: "Av. Álvaro Obregón 120 Int. 3B". */
  street: string;
  /** "Col. Roma Norte", or "" when there is none. */
  neighborhood: string;
  /** City and state: "Monterrey, Nuevo León" (one of them when they are the same). */
  place: string;
  postalCode: string;
  country: string;
  reference: string;
}

export interface LabelView {
  brand: string;
  carrier: string;
  service: string;
  trackingNumber: string;
  shipmentNumber: string;
  /** DD/MM/YYYY in the tenant's time zone. */
  date: string;
  weight: string;
  volumetricWeight: string;
  dimensions: string;
  parcelType: string;
  contents: string;
  /** "$1,500.00 MXN", or null when nothing is declared. */
  declaredValue: string | null;
  trackingUrl: string;
  sender: PartyView;
  recipient: PartyView;
}

const KG = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });
const CM = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

function phoneText(p: ConnectorParty): string {
  if (!p.phone) return '';
  const parsed = parsePhoneNumberFromString(`+${p.calling_code}${p.phone}`);
  return parsed ? parsed.formatInternational() : `+${p.calling_code} ${p.phone}`;
}

function partyView(p: ConnectorParty): PartyView {
  const interior = p.interior_number ? ` ${CAPTIONS.interior} ${p.interior_number}` : '';
  const sameCityAsState = p.city.trim().toLowerCase() === p.state.trim().toLowerCase();
  return {
    name: printable(p.name),
    company: printable(p.company),
    phone: printable(phoneText(p)),
    street: printable(`${p.street} ${p.number}${interior}`),
    neighborhood: p.neighborhood ? printable(`${CAPTIONS.neighborhood} ${p.neighborhood}`) : '',
    place: printable(sameCityAsState || !p.state ? p.city : `${p.city}, ${p.state}`),
    postalCode: printable(p.postal_code),
    country: printable(countries.getName(p.country_code, 'es') ?? p.country_code),
    reference: printable(p.reference),
  };
}

/** What every self-rendered label says, formatted once so PDF, ZPL and NOTA never disagree. */
export function labelView(data: LabelData): LabelView {
  const { parcel } = data;
  const [y, m, d] = localDateKey(data.created_at, data.time_zone).split('-');
  return {
    brand: printable(data.brand.name),
    carrier: printable(data.carrier_name),
    service: printable(data.service_name),
    trackingNumber: printable(data.tracking_number),
    shipmentNumber: printable(data.shipment_number),
    date: `${d}/${m}/${y}`,
    weight: `${KG.format(parcel.weight_kg)} kg`,
    volumetricWeight: `${KG.format(parcel.volumetric_weight_kg)} kg`,
    dimensions: `${CM.format(parcel.length_cm)} × ${CM.format(parcel.width_cm)} × ${CM.format(parcel.height_cm)} cm`,
    parcelType: PARCEL_TYPES[parcel.parcel_type],
    contents: printable(parcel.contents),
    declaredValue:
      parcel.declared_value_cents > 0 ? `${formatMoney(parcel.declared_value_cents)} MXN` : null,
    trackingUrl: data.tracking_url,
    sender: partyView(data.origin),
    recipient: partyView(data.destination),
  };
}

/** Street, neighbourhood and "C.P. 64000 Monterrey, Nuevo León", skipping what is unknown. */
export function addressLines(p: PartyView): string[] {
  const place = [p.postalCode && `${CAPTIONS.postalCode} ${p.postalCode}`, p.place]
    .filter(Boolean)
    .join(' ');
  return [p.street, p.neighborhood, place].filter(Boolean);
}

/** "México · Tel. +52 55 5264 1190". */
export const contactLine = (p: PartyView): string =>
  [p.country, p.phone && `${CAPTIONS.phone} ${p.phone}`].filter(Boolean).join(' · ');
