import { z } from 'zod';
import { registerValidationMessages } from '../validation/messages';

/**
 * Overweights (spec 2 "Overweights", §3, §4, §7; issue 21): a carrier re-weighed a parcel and
 * billed more than the label paid for. Staff record the carrier's measurements; the amount is
 * the kilos over × the service's `extra_kg_overweight_price`. Status codes in queries are the
 * spec's numbers: 0 unpaid, 1 paid, 2 rebated (the customer disputes it), 3 refunded.
 *
 * Transitions (who): unpaid → paid (`deduction`, staff: a ledger debit); paid → refunded
 * (`refund`, staff: a ledger credit); paid → rebated (`rebate`, the customer, only when the
 * setting `overweights_request_rebate` is '1'); rebated → refunded (`refund`, staff accept the
 * rebate); rebated → paid (`cancel_rebate`, staff). Each happens once, whoever clicks twice.
 */
export const OVERWEIGHT_STATUSES = ['unpaid', 'paid', 'rebated', 'refunded'] as const;
export const ZOverweightStatus = z.enum(OVERWEIGHT_STATUSES);
export type OverweightStatus = z.infer<typeof ZOverweightStatus>;
/** The spec's numeric status codes in list queries (2 rebated; 0, 1, 3 the others). */
export const OVERWEIGHT_STATUS_CODES: Record<OverweightStatus, number> = {
  unpaid: 0,
  paid: 1,
  rebated: 2,
  refunded: 3,
};
export const OVERWEIGHT_ACTIONS = ['deduction', 'refund', 'rebate', 'cancel_rebate'] as const;
export type OverweightAction = (typeof OVERWEIGHT_ACTIONS)[number];
export const OVERWEIGHT_ORDER_FIELDS = ['created_at', 'amount', 'overweight'] as const;

/** Evidence: one image (PNG, JPEG) or PDF, by its bytes, up to 5 MB; a description up to 500. */
export const OVERWEIGHT_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX = 500;

const kg = z.string(); // decimal kilos as text ("2.500"), never a float
const ZDimensions = z.object({ length: kg, width: kg, height: kg });

/**
 * One overweight as the reader may see it: customers get no `provider` and no `user`
 * (those keys are absent for them); staff get both.
 */
export const ZOverweight = z.object({
  id: z.number().int(),
  shipment: z.object({
    id: z.number().int(),
    sequential_id: z.number().int(),
    /** The weight the label paid for (the greater of actual and volumetric), kg. */
    billed_weight: kg,
    service_name: z.string().nullable(),
    carrier_name: z.string().nullable(),
  }),
  tracking_number: z.string(),
  /** Kilos over what the label paid for. */
  overweight: kg,
  /** The price per extra kilo used (the service's `extra_kg_overweight_price`), pesos. */
  unit_price: z.string(),
  /** What the customer is charged, pesos ("150.00"). */
  amount: z.string(),
  status: ZOverweightStatus,
  status_code: z.number().int(),
  carrier_weight: kg,
  carrier_volumetric_weight: kg.nullable(),
  carrier_package_dimensions: ZDimensions.nullable(),
  evidence_file_url: z.string().nullable(),
  evidence_file_name: z.string().nullable(),
  evidence_description: z.string().nullable(),
  /** Which actions the reader may take now (the server's rules, mirrored by the buttons). */
  actions: z.array(z.enum(OVERWEIGHT_ACTIONS)),
  can_report_evidence: z.boolean(),
  charged_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  rebate_requested_at: z.string().nullable(),
  created_at: z.string(),
  provider: z.object({ name: z.string(), code: z.string() }).nullable().optional(),
  user: z
    .object({ id: z.number().int(), name: z.string(), email: z.string() })
    .nullable()
    .optional(),
});
export type Overweight = z.infer<typeof ZOverweight>;

/**
 * Staff record an overweight from the carrier's measurements (POST overweights, multipart or
 * JSON): the shipment by its number (sequential id) or tracking number, the carrier's weight
 * (kg, > 0, up to 3 decimals), optional volumetric weight and dimensions (cm), an optional
 * evidence file. The server computes the kilos over and the amount; a shipment without a label,
 * or whose carrier weight is not above what it paid for, is refused per field.
 */
export const ZOverweightForm = z.object({
  shipment_id: z.coerce.number().int().positive().optional(),
  tracking_number: z.string().trim().max(40).optional(),
  carrier_weight: z.string().trim(),
  carrier_volumetric_weight: z.string().trim().optional(),
  length: z.string().trim().optional(),
  width: z.string().trim().optional(),
  height: z.string().trim().optional(),
  evidence_description: z.string().trim().max(OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX).optional(),
});
export type OverweightForm = z.input<typeof ZOverweightForm>;

/** One row of a carrier's overweight file as the import answered it. */
export const ZOverweightImportRow = z.object({
  row: z.number().int(),
  tracking_number: z.string(),
  status: z.enum(['created', 'updated', 'unmatched', 'error']),
  overweight_id: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type OverweightImportRow = z.infer<typeof ZOverweightImportRow>;
export const ZOverweightImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unmatched: z.number().int(),
  errors: z.number().int(),
  rows: z.array(ZOverweightImportRow),
});
export type OverweightImportResult = z.infer<typeof ZOverweightImportResult>;

/** A carrier's overweight file takes up to this many rows (one import, one answer). */
export const OVERWEIGHT_IMPORT_MAX_ROWS = 5000;

/** The server's words for overweights (422 per field, 403 gate, 409 transitions), es-MX and en. */
registerValidationMessages({
  'es-MX': {
    'v.overweights_disabled': 'La sección de sobrepesos no está activada',
    'v.overweight_rebate_disabled': 'Las solicitudes de reembolso de sobrepesos no están activadas',
    'v.overweight_invalid_status': 'El sobrepeso no está en un estado que permita esta acción',
    'v.overweight_exists': 'El envío ya tiene un sobrepeso cobrado',
    'v.overweight_shipment_required': 'Escribe el número de envío o la guía',
    'v.overweight_shipment_not_found': 'No hay un envío con ese número',
    'v.overweight_tracking_not_found': 'No hay un envío con esa guía',
    'v.overweight_no_label': 'El envío no tiene guía',
    'v.overweight_no_price': 'El servicio del envío no tiene precio por kilo de sobrepeso',
    'v.overweight_weight_invalid': 'Escribe el peso en kg: mayor que 0, hasta 3 decimales',
    'v.overweight_not_above':
      'El peso de la paquetería no supera el peso que pagó la guía ({{billed}} kg)',
    'v.overweight_dimension_invalid': 'Escribe la medida en cm: mayor que 0, hasta 2 decimales',
    'v.overweight_dimensions_incomplete': 'Escribe largo, ancho y alto, o ninguno',
    'v.overweight_evidence_type': 'Solo se aceptan imágenes PNG o JPEG y archivos PDF',
    'v.overweight_evidence_too_large': 'La evidencia puede pesar hasta 5 MB',
    'v.overweight_evidence_required': 'Adjunta la evidencia (imagen o PDF)',
    'v.overweight_description_required': 'Escribe la descripción de la evidencia',
    'v.overweight_description_too_long': 'La descripción puede tener hasta 500 caracteres',
    'v.overweight_no_evidence': 'Este sobrepeso no tiene evidencia',
    'v.overweight_import_too_many': 'El archivo puede tener hasta {{max}} filas',
    'v.overweight_import_headers': 'Faltan las columnas: {{missing}}',
    'v.overweight_import_empty': 'El archivo no tiene filas',
  },
  en: {
    'v.overweights_disabled': 'Overweights are not enabled',
    'v.overweight_rebate_disabled': 'Overweight rebate requests are not enabled',
    'v.overweight_invalid_status': 'The overweight is not in a status that allows this action',
    'v.overweight_exists': 'The shipment already has a charged overweight',
    'v.overweight_shipment_required': 'Enter the shipment number or the tracking number',
    'v.overweight_shipment_not_found': 'No shipment has that number',
    'v.overweight_tracking_not_found': 'No shipment has that tracking number',
    'v.overweight_no_label': 'The shipment has no label',
    'v.overweight_no_price': "The shipment's service has no price per overweight kilo",
    'v.overweight_weight_invalid': 'Enter the weight in kg: above 0, up to 3 decimals',
    'v.overweight_not_above':
      "The carrier's weight is not above the weight the label paid for ({{billed}} kg)",
    'v.overweight_dimension_invalid': 'Enter the size in cm: above 0, up to 2 decimals',
    'v.overweight_dimensions_incomplete': 'Enter length, width and height, or none',
    'v.overweight_evidence_type': 'Only PNG or JPEG images and PDF files are accepted',
    'v.overweight_evidence_too_large': 'The evidence can be up to 5 MB',
    'v.overweight_evidence_required': 'Attach the evidence (image or PDF)',
    'v.overweight_description_required': 'Enter the description of the evidence',
    'v.overweight_description_too_long': 'The description can be up to 500 characters',
    'v.overweight_no_evidence': 'This overweight has no evidence',
    'v.overweight_import_too_many': 'The file can have up to {{max}} rows',
    'v.overweight_import_headers': 'Missing columns: {{missing}}',
    'v.overweight_import_empty': 'The file has no rows',
  },
});
