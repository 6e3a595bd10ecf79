import { z } from 'zod';
import { registerValidationMessages } from '../validation/messages';

/**
 * Bulk actions on the shipment list (issue 25): the labels of several shipments as one PDF, and
 * the CSV export of a selection. At most 100 shipments at a time: a page of the list at its
 * largest, and a PDF a browser still opens quickly.
 */
export const SHIPMENT_BULK_MAX = 100;

registerValidationMessages({
  'es-MX': {
    'v.shipment_bulk_empty': 'Selecciona al menos un envío',
    'v.shipment_bulk_too_many': 'Puedes elegir hasta {{max}} envíos a la vez',
    'v.shipment_bulk_no_label': 'Estos envíos no tienen guía para descargar: {{numbers}}',
    'v.shipment_bulk_zpl_only':
      'La guía de estos envíos solo existe en ZPL y no cabe en un PDF: {{numbers}}',
  },
  en: {
    'v.shipment_bulk_empty': 'Select at least one shipment',
    'v.shipment_bulk_too_many': 'You can choose up to {{max}} shipments at a time',
    'v.shipment_bulk_no_label': 'These shipments have no label to download: {{numbers}}',
    'v.shipment_bulk_zpl_only':
      'These shipments’ labels exist only as ZPL and cannot go in a PDF: {{numbers}}',
  },
});

const shipmentId = z
  .number({ error: 'v.invalid_value' })
  .int({ error: 'v.invalid_value' })
  .positive({ error: 'v.invalid_value' })
  .max(2_147_483_647, { error: 'v.invalid_value' });

/** POST shipments/labels: the shipments (their `id`) whose labels go in one PDF, in this order. */
export const ZShipmentLabelsRequest = z.object({
  ids: z
    .array(shipmentId, { error: 'v.shipment_bulk_empty' })
    .min(1, { error: 'v.shipment_bulk_empty' })
    .max(SHIPMENT_BULK_MAX, { error: 'v.shipment_bulk_too_many' }),
});
export type ShipmentLabelsRequest = z.infer<typeof ZShipmentLabelsRequest>;

/** `where[ids]=12,15,20` on the CSV export: only the selected shipments (the caller's). */
export const ZShipmentIdsFilter = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: 'v.invalid_value' })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(shipmentId).max(SHIPMENT_BULK_MAX, { error: 'v.shipment_bulk_too_many' }));
