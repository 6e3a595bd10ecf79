import { z } from 'zod';
import { fileOf } from '../forms/form-fields';
import { registerValidationMessages } from '../validation/messages';

/**
 * The tenant's CSD (spec 1 §2 "CSD", §3, §7 `GET csds` / `POST csds`): the digital seal
 * certificate its invoices are sealed with. The key and its password go up once and never come
 * back; the reply names the certificate only.
 */

/** The screen warns this many days before the certificate expires. */
export const CSD_WARNING_DAYS = 30;
/** A .cer is about 2 KB and a .key about 1.3 KB; anything near this is not one. */
export const CSD_FILE_MAX_BYTES = 64 * 1024;
export const CSD_PASSWORD_MAX = 256;

registerValidationMessages({
  'es-MX': {
    'v.csd_file_too_large': 'El archivo es demasiado grande para ser un certificado o una llave',
  },
  en: {
    'v.csd_file_too_large': 'The file is too large to be a certificate or a key',
  },
});

export const ZCsd = z.object({
  id: z.number().int(),
  /** The issuer's RFC the certificate belongs to. */
  rfc: z.string(),
  /** SAT's NoCertificado (20 digits). */
  certificate_number: z.string(),
  subject_name: z.string(),
  valid_from: z.string(),
  upload_date: z.string(),
  expiration_date: z.string(),
  /** Within 30 days of expiry (or past it). */
  expires_soon: z.boolean(),
  expired: z.boolean(),
  /** Whole days left; negative once expired. */
  days_left: z.number().int(),
});
export type Csd = z.infer<typeof ZCsd>;

const cer = { extensions: ['cer', 'crt', 'pem'] } as const;
const key = { extensions: ['key', 'pem'] } as const;

/** The upload form: both files and the password (spec 1 §5 "both files and password needed"). */
export const csdUploadSchema = z.object({
  certificate: fileOf(cer),
  private_key: fileOf(key),
  // Not trimmed: a password may start or end with a space.
  password: z
    .string({ error: 'v.required' })
    .min(1, { error: 'v.required' })
    .max(CSD_PASSWORD_MAX, { error: 'v.max_length' }),
});
export type CsdUploadForm = z.input<typeof csdUploadSchema>;
