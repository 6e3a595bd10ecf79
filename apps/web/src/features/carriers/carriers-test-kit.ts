import type { Carrier } from '@despacho/shared';
import { reply } from '../../test/mock-api';

/** What the carriers screens' tests share: a list page reply and a carrier as the API sends it. */

export const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

export const carrier = (over: Partial<Carrier> = {}): Carrier => ({
  id: 3,
  sequential_id: 1,
  name: 'Despacho Express',
  provider: {
    id: 1,
    code: 'GenericCarrier',
    name: 'Paquetería genérica',
    supports_insurance: true,
  },
  status: 'active',
  environment: 'production',
  pickup: false,
  first_limit_size: null,
  first_limit_cost: null,
  last_limit_size: null,
  last_limit_cost: null,
  girth: 330,
  insurance_type: 'none',
  insurance_percentage: 0,
  insurance_amount: '0.00',
  max_weight: null,
  max_length: null,
  max_width: null,
  max_height: null,
  static_package_dimensions: null,
  redpack_static_package: null,
  use_redpack_static_package: false,
  freeze_settings: false,
  shipment_disabled: false,
  shipment_count: 0,
  shipment_limit: null,
  services_count: 2,
  validator_ids: [],
  logo_url: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});
