import { z } from 'zod';
import { INTEREST_SERVICES, TAX_REGIMES } from '../forms/tax-verification';
import { registerValidationMessages } from '../validation/messages';

/** Each verification document (identification, articles of incorporation): image or PDF, 5 MB. */
export const TAX_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TAX_DOCUMENT_FIELDS = ['doc_image', 'article_image'] as const;
export type TaxDocumentField = (typeof TAX_DOCUMENT_FIELDS)[number];

/** A stored document: what staff download (the bytes come from its own URL). */
export const ZTaxDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
});
export type TaxDocument = z.infer<typeof ZTaxDocument>;

/** A user's tax verification request (spec 3 TaxFiscalDatum). */
export const ZTaxFiscalDatum = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  tax_regime: z.enum(TAX_REGIMES),
  name: z.string(),
  rfc_curp: z.string(),
  social_url: z.string().nullable(),
  services: z.array(z.enum(INTEREST_SERVICES)),
  doc_image: ZTaxDocument.nullable(),
  article_image: ZTaxDocument.nullable(),
  /** The owner's verification switch (staff turn it on after reviewing). */
  fiscal_data_verified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaxFiscalDatum = z.infer<typeof ZTaxFiscalDatum>;

/** GET tax_fiscal_data/0: the caller's own request, null until sent. */
export const ZOwnTaxFiscalDatumReply = z.object({ data: ZTaxFiscalDatum.nullable() });

registerValidationMessages({
  'es-MX': {
    'v.tax_document_type': 'Solo se aceptan imágenes (PNG o JPEG) o archivos PDF',
    'v.tax_document_too_large': 'El archivo puede pesar hasta 5 MB',
    'v.rfc_curp_moral': 'Una persona moral se identifica con su RFC de 12 caracteres',
  },
  en: {
    'v.tax_document_type': 'Only images (PNG or JPEG) or PDF files are accepted',
    'v.tax_document_too_large': 'The file can be up to 5 MB',
    'v.rfc_curp_moral': 'A company is identified by its 12-character RFC',
  },
});
