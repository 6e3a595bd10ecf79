import { toDecimalString, tryParseMoney, type Centavos } from '@despacho/domain';
import { isoDate, validationText, type Locale } from '@despacho/shared';
import { AppError } from '../../http/app-error';
import {
  detectProofFile,
  PROOF_CONTENT_TYPES,
  proofFileName,
  type ProofFileKind,
} from './payment-proof-content';
import type { ProofUpload } from './payment-proof-upload';

/** Far above any real top-up by transfer: a larger figure is a typo. */
export const PROOF_MAX_CENTS: Centavos = 1_000_000_000;

export interface CheckedProofFile {
  bytes: Buffer;
  kind: ProofFileKind;
  contentType: string;
  name: string;
}

export interface CheckedProof {
  amountCents: Centavos;
  transactionDate: string;
  files: CheckedProofFile[];
}

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

function checkAmount(raw: string | undefined, min: Centavos, locale: Locale, errors: Errors) {
  if (raw === undefined || raw.trim() === '') return add(errors, 'amount', 'v.required');
  const parsed = tryParseMoney(raw);
  if (!parsed.ok) {
    return add(
      errors,
      'amount',
      parsed.code === 'money.too_many_decimals' ? 'v.money' : 'v.number',
    );
  }
  if (parsed.value < min) {
    return add(
      errors,
      'amount',
      validationText('v.too_small', locale, { min: toDecimalString(min) }),
    );
  }
  if (parsed.value > PROOF_MAX_CENTS) {
    const max = toDecimalString(PROOF_MAX_CENTS);
    return add(errors, 'amount', validationText('v.too_big', locale, { max }));
  }
  return parsed.value;
}

function checkDate(raw: string | undefined, today: string, errors: Errors) {
  const parsed = isoDate().safeParse(raw?.trim());
  // A real calendar day: 2025-02-30 parses in JavaScript (as March 2) but is no date.
  const real =
    parsed.success && new Date(`${parsed.data}T00:00:00Z`).toISOString().startsWith(parsed.data);
  if (!parsed.success || !real) {
    return add(errors, 'transaction_date', raw?.trim() ? 'v.date' : 'v.required');
  }
  if (parsed.data > today) return add(errors, 'transaction_date', 'v.date_in_future');
  return parsed.data;
}

function checkFiles(upload: ProofUpload, errors: Errors): CheckedProofFile[] {
  if (upload.files.length === 0 || upload.files.every((f) => f.bytes.length === 0)) {
    add(errors, 'files', 'v.file_required');
    return [];
  }
  const out: CheckedProofFile[] = [];
  upload.files.forEach((file, index) => {
    if (file.tooLarge) return add(errors, 'files', 'v.proof_file_too_large');
    const kind = detectProofFile(file.bytes);
    if (!kind) return add(errors, 'files', 'v.proof_file_type');
    out.push({
      bytes: file.bytes,
      kind,
      contentType: PROOF_CONTENT_TYPES[kind],
      name: proofFileName(file.filename, kind, index),
    });
  });
  return out;
}

/**
 * The form's three fields checked together, so every problem comes back at once on its field:
 * amount (pesos, 2 decimals, at least the tenant's minimum), transaction_date (YYYY-MM-DD, not
 * after today in the tenant's calendar) and the files (PNG, JPEG or PDF by content, ≤ 5 MB).
 */
export function checkProofInput(
  upload: ProofUpload,
  opts: { minCents: Centavos; today: string; locale: Locale },
): CheckedProof {
  const errors: Errors = {};
  const amountCents = checkAmount(upload.fields.amount, opts.minCents, opts.locale, errors);
  const transactionDate = checkDate(upload.fields.transaction_date, opts.today, errors);
  const files = checkFiles(upload, errors);
  if (Object.keys(errors).length > 0 || amountCents === undefined || !transactionDate) {
    const unique = Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [field, [...new Set(list)]]),
    );
    throw new AppError('validation_failed', undefined, { fields: unique });
  }
  return { amountCents, transactionDate, files };
}
