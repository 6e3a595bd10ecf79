import type { RateView, SavedAddress, Shipment, ShipmentAddress } from '@despacho/shared';
import { reply } from '../../../test/mock-api';

/** Test data for the wizard's component tests. */

export const COUNTRIES = [
  { id: 11, code: 'US', name: 'Estados Unidos' },
  { id: 7, code: 'MX', name: 'México' },
];

export const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

export const PLACES: Record<string, unknown> = {
  '06700': {
    postal_code: '06700',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    state: { name: 'Ciudad de México' },
    settlements: [
      { name: 'Roma Norte', type: 'Colonia' },
      { name: 'Roma Sur', type: 'Colonia' },
    ],
  },
  '64000': {
    postal_code: '64000',
    municipality: 'Monterrey',
    city: 'Monterrey',
    state: { name: 'Nuevo León' },
    settlements: [{ name: 'Centro', type: 'Colonia' }],
  },
};

/** Countries and the SEPOMEX look-up, as every address screen needs them. */
export const referenceApi = {
  'GET countries': () => page(COUNTRIES),
  'GET postal_codes/*': ({ path }: { path: string }) =>
    PLACES[path.split('/')[1] ?? ''] ??
    reply(404, { messages: ['No encontramos ese código postal'], errors: {} }),
};

export const shipmentAddress = (over: Partial<ShipmentAddress> = {}): ShipmentAddress => ({
  name: 'Jose Martinez',
  company: 'Tiendas Nandu',
  email: 'jose@example.com',
  phone: '8112345678',
  calling_code: '52',
  rfc: null,
  country_id: 7,
  country_code: 'MX',
  country_name: 'México',
  state: 'Nuevo León',
  state_code: 'NLE',
  city: 'Monterrey',
  neighborhood: 'Centro',
  street: 'Av. Juarez',
  number: '100',
  interior_number: null,
  postal_code: '64000',
  reference: null,
  ...over,
});

export const savedAddress = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  id: 3,
  aka: 'Bodega Norte',
  ...shipmentAddress(),
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

/** A shipment of the signed-in customer at `step` (default: rating, with a 40×30×20 box). */
export function wizardShipment(
  over: Partial<Omit<Shipment, 'actions'>> & { actions?: Partial<Shipment['actions']> } = {},
): Shipment {
  const { actions, ...rest } = over;
  return {
    id: 5,
    sequential_id: 12,
    source: 'app',
    source_number: null,
    store_id: null,
    fulfilment_status: null,
    fulfilment_error: null,
    status: 'pending',
    step: 'rating',
    origin: shipmentAddress(),
    destination: shipmentAddress({
      name: 'Luisa Perez',
      company: 'Luisa Perez',
      street: 'Orizaba',
      number: '20',
      neighborhood: 'Roma Norte',
      city: 'Ciudad de Mexico',
      state: 'Ciudad de México',
      state_code: 'CMX',
      postal_code: '06700',
    }),
    parcel: {
      parcel_type: 'box',
      length: 40,
      width: 30,
      height: 20,
      distance_unit: 'cm',
      weight: 3.2,
      mass_unit: 'kg',
      volumetric_weight: 4.8,
      contents: 'Ropa',
      sat_product_id: null,
      declared_tax_value: '0.00',
      insure_package: false,
    },
    service_id: null,
    service_name: null,
    carrier_id: null,
    carrier_name: null,
    provider_code: null,
    carrier_logo_url: null,
    rate: null,
    total: null,
    is_pickup: false,
    tracking_number: null,
    tracking_url: null,
    tracking_status: null,
    label_created_at: null,
    label_format: null,
    label_formats: [],
    manual_label: null,
    error_message: null,
    pickup: null,
    actions: {
      request_cancellation: false,
      cancel: false,
      reject_cancel_request: false,
      deliver: false,
      delete: false,
      clone: false,
      download_label: false,
      download_nota: false,
      pickup: false,
      reschedule_pickup: false,
      edit_addresses: true,
      pack: true,
      select_rate: true,
      upload_label: false,
      ...actions,
    },
    created_at: '2026-11-20T16:00:00Z',
    updated_at: '2026-11-20T16:00:00Z',
    ...rest,
  };
}

/** The shipment once bought: a label in its owner's preferred format. */
export const boughtShipment = (over: Parameters<typeof wizardShipment>[0] = {}) =>
  wizardShipment({
    status: 'success',
    step: 'confirmed',
    service_id: 2,
    service_name: 'Express',
    carrier_id: 3,
    carrier_name: 'FedEx',
    provider_code: 'FedexRest',
    total: '153.35',
    tracking_number: '794612345678',
    tracking_url: 'https://example.test/track/794612345678',
    label_created_at: '2026-11-20T16:05:00Z',
    label_format: 'thermal',
    label_formats: ['thermal', 'letter', 'zpl'],
    ...over,
    actions: { download_label: true, edit_addresses: false, ...over.actions },
  });

export const rate = (over: Partial<RateView> = {}): RateView => ({
  service_id: 1,
  service_code: 'TERRESTRE',
  service_name: 'Terrestre',
  carrier_id: 1,
  carrier_name: 'Despacho Express',
  provider_code: 'GenericCarrier',
  logo_url: null,
  days: 3,
  trackable: true,
  service_has_pickup: false,
  extended_zone: false,
  insure_package: false,
  insurance: '0.00',
  volumetric_weight: 4.8,
  total: '279.00',
  ...over,
});
