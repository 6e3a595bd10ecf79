import type { Shipment, ShipmentActions, ShipmentAddress } from '@despacho/shared';
import { reply } from '../../test/mock-api';

export const NO_ACTIONS: ShipmentActions = {
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
  edit_addresses: false,
  pack: false,
  select_rate: false,
  upload_label: false,
};

export const makeAddress = (over: Partial<ShipmentAddress> = {}): ShipmentAddress => ({
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

/** A labelled shipment (success, confirmed) as a customer sees it. */
export function makeShipment(
  over: Partial<Omit<Shipment, 'actions'>> & { actions?: Partial<ShipmentActions> } = {},
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
    status: 'success',
    step: 'confirmed',
    origin: makeAddress(),
    destination: makeAddress({
      name: 'Luisa Perez',
      company: 'Luisa Perez',
      street: 'Orizaba',
      number: '20',
      neighborhood: 'Roma Norte',
      city: 'Ciudad de Mexico',
      state: 'Ciudad de México',
      postal_code: '06700',
    }),
    parcel: {
      parcel_type: 'box',
      length: 30,
      width: 20,
      height: 10,
      distance_unit: 'cm',
      weight: 4.2,
      mass_unit: 'kg',
      volumetric_weight: 1.2,
      contents: 'Ropa',
      sat_product_id: null,
      declared_tax_value: '0.00',
      insure_package: false,
    },
    service_id: 8,
    service_name: 'Terrestre',
    carrier_id: 3,
    carrier_name: 'Despacho Express',
    provider_code: 'FedexRest',
    carrier_logo_url: null,
    rate: null,
    total: '189.50',
    is_pickup: false,
    tracking_number: '794600000012',
    tracking_url: null,
    tracking_status: 'in_transit',
    label_created_at: '2026-03-10T16:00:00Z',
    label_format: 'letter',
    manual_label: null,
    label_formats: ['letter', 'thermal', 'zpl'],
    error_message: null,
    pickup: null,
    created_at: '2026-03-10T15:00:00Z',
    updated_at: '2026-03-10T16:00:00Z',
    ...rest,
    actions: { ...NO_ACTIONS, ...actions },
  };
}

export const listOf = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });
