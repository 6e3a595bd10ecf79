import { z } from 'zod';
import { optionalRefId, refId } from '../forms/form-fields';
import { registerValidationMessages } from '../validation/messages';

registerValidationMessages({
  'es-MX': {
    'v.waybill_number': 'Solo letras, números y guiones',
    'v.waybill_taken': 'Esta guía ya está registrada para la paquetería',
    'v.waybill_repeated': 'Esta guía está repetida en el archivo',
    'v.waybill_carrier_unknown': 'La paquetería no existe',
    'v.waybill_service_unknown': 'El servicio no existe',
    'v.waybill_service_carrier': 'El servicio no pertenece a la paquetería elegida',
    'v.waybill_already_deleted': 'La guía ya estaba eliminada',
  },
  en: {
    'v.waybill_number': 'Only letters, digits and dashes',
    'v.waybill_taken': 'This waybill is already registered for the carrier',
    'v.waybill_repeated': 'This waybill appears more than once in the file',
    'v.waybill_carrier_unknown': 'The carrier does not exist',
    'v.waybill_service_unknown': 'The service does not exist',
    'v.waybill_service_carrier': 'The service does not belong to the chosen carrier',
    'v.waybill_already_deleted': 'The waybill was already deleted',
  },
});

export const WAYBILL_NUMBER_MAX = 40;
/** Numbers per bulk import request (the browser sends a file's rows in chunks of this or less). */
export const WAYBILL_IMPORT_MAX = 5000;
export const WAYBILL_ORDER_FIELDS = ['created_at', 'number'] as const;

/** A prepaid number as carriers print it: letters, digits and dashes, 1 to 40. */
export const waybillNumber = () =>
  z
    .string({ error: (i) => (i.input == null ? 'v.required' : 'v.invalid_type') })
    .trim()
    .min(1, { error: 'v.required' })
    .max(WAYBILL_NUMBER_MAX, { error: 'v.max_length' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'v.waybill_number' });

/**
 * The create form (spec 2 Waybills): the service, if any, must be one of the carrier's (the
 * server checks). Stricter than forms/waybill.ts's ZWaybillForm: the number is what a carrier
 * prints (letters, digits, dashes; 40 at most, the column's size).
 */
export const ZWaybillCreateForm = z.object({
  number: waybillNumber(),
  carrier_id: refId(),
  service_id: optionalRefId(),
});
export type WaybillCreateForm = z.input<typeof ZWaybillCreateForm>;
export const ZWaybillCreateRequest = z.object({ waybill: ZWaybillCreateForm });

/** A bulk import: one carrier (and service) for every number; each row answered on its own. */
export const ZWaybillImportRequest = z.object({
  carrier_id: refId(),
  service_id: optionalRefId(),
  numbers: z
    .array(z.string({ error: 'v.invalid_type' }).max(200, { error: 'v.max_length' }))
    .min(1, { error: 'v.required' })
    .max(WAYBILL_IMPORT_MAX, { error: 'v.too_big' }),
});
export type WaybillImportRequest = z.input<typeof ZWaybillImportRequest>;

export const ZWaybillImportRow = z.object({
  number: z.string(),
  status: z.enum(['saved', 'error']),
  /** The first server message for the row (null when saved). */
  message: z.string().nullable(),
});
export type WaybillImportRow = z.infer<typeof ZWaybillImportRow>;
export const ZWaybillImportResult = z.object({
  rows: z.array(ZWaybillImportRow),
  saved: z.number().int(),
  errors: z.number().int(),
});
export type WaybillImportResult = z.infer<typeof ZWaybillImportResult>;

export const ZWaybill = z.object({
  id: z.number().int(),
  number: z.string(),
  carrier_id: z.number().int(),
  service_id: z.number().int().nullable(),
  shipment_id: z.number().int().nullable(),
  carrier: z.object({ id: z.number().int(), name: z.string() }),
  service: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  shipment: z.object({ id: z.number().int(), sequential_id: z.number().int() }).nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type Waybill = z.infer<typeof ZWaybill>;
