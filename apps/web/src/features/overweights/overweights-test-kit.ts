import type { Overweight } from '@despacho/shared';
import { reply } from '../../test/mock-api';

/** What the overweights screens' tests share: a list reply and an overweight as the API sends it. */

export const ON = { overweights: '1' };

export const page = (data: unknown[]) =>
  reply(200, {
    data,
    pagination: { page: 1, per_page: 10, total_objects: data.length, total_pages: 1 },
  });

/** As a customer reads it: no provider, no user. */
export const overweight = (over: Partial<Overweight> = {}): Overweight => ({
  id: 11,
  shipment: {
    id: 90,
    sequential_id: 1042,
    billed_weight: '2.000',
    service_name: 'Día siguiente',
    carrier_name: 'Despacho Express',
  },
  tracking_number: 'DX123456789',
  overweight: '1.500',
  unit_price: '60.00',
  amount: '90.00',
  status: 'paid',
  status_code: 1,
  carrier_weight: '3.500',
  carrier_volumetric_weight: '3.200',
  carrier_package_dimensions: { length: '40.00', width: '30.00', height: '20.00' },
  evidence_file_url: null,
  evidence_file_name: null,
  evidence_description: null,
  actions: [],
  can_report_evidence: true,
  charged_at: '2026-11-20T18:00:00Z',
  refunded_at: null,
  rebate_requested_at: null,
  created_at: '2026-11-20T17:00:00Z',
  ...over,
});

/** As staff read it: the carrier and the customer too. */
export const staffOverweight = (over: Partial<Overweight> = {}): Overweight =>
  overweight({
    provider: { name: 'Despacho Express', code: 'GenericCarrier' },
    user: { id: 5, name: 'Carmen Clienta', email: 'customer@despacho.test' },
    evidence_file_url: '/api/v1/overweights/11/evidence',
    evidence_file_name: 'bascula.jpg',
    evidence_description: 'Foto de la báscula',
    can_report_evidence: false,
    ...over,
  });
