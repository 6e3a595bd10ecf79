import { RFC_PATTERN, ZTaxVerificationForm, type TaxDocumentField } from '@despacho/shared';
import { AppError } from '../../http/app-error';
import {
  detectProofFile,
  PROOF_CONTENT_TYPES,
  proofFileName,
  type ProofFileKind,
} from '../payment-proofs/payment-proof-content';
import { rfcProblem } from '../fiscal-data/fiscal-data-rfc';
import type { TaxUpload } from './tax-fiscal-data-upload';

export interface CheckedDocument {
  bytes: Buffer;
  kind: ProofFileKind;
  contentType: string;
  name: string;
}

export interface CheckedTaxInput {
  taxRegime: 'physical' | 'moral';
  name: string;
  rfcCurp: string;
  socialUrl: string | null;
  services: string[];
  documents: Partial<Record<TaxDocumentField, CheckedDocument>>;
}

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, key: string) => {
  const list = (errors[field] ??= []);
  if (!list.includes(key)) list.push(key);
};

/** Each document by its bytes (PNG, JPEG or PDF, as payment proofs), never by its name. */
function checkDocuments(upload: TaxUpload, errors: Errors) {
  const documents: CheckedTaxInput['documents'] = {};
  for (const [field, file] of Object.entries(upload.files) as [
    TaxDocumentField,
    TaxUpload['files'][TaxDocumentField],
  ][]) {
    if (!file) continue;
    if (file.tooLarge) {
      add(errors, field, 'v.tax_document_too_large');
      continue;
    }
    const kind = detectProofFile(file.bytes);
    if (!kind) {
      add(errors, field, 'v.tax_document_type');
      continue;
    }
    const name = proofFileName(file.filename, kind, field === 'doc_image' ? 0 : 1);
    documents[field] = { bytes: file.bytes, kind, contentType: PROOF_CONTENT_TYPES[kind], name };
  }
  return documents;
}

/**
 * The verification form checked as one (spec 3 §5): the shared schema's field rules, then what
 * needs the server: a company's RFC (12 characters) with a valid check digit, the documents'
 * true type and size, and a company's articles of incorporation unless one is already on file.
 */
export function checkTaxInput(upload: TaxUpload, hasArticle: boolean): CheckedTaxInput {
  const errors: Errors = {};
  const parsed = ZTaxVerificationForm.safeParse({
    ...upload.fields,
    services: upload.services,
    doc_image: undefined,
    article_image: undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      add(errors, String(issue.path[0] ?? 'base'), issue.message);
  }
  const documents = checkDocuments(upload, errors);
  const value = parsed.success ? parsed.data : null;
  if (value) {
    const isRfc = RFC_PATTERN.test(value.rfc_curp);
    if (value.tax_regime === 'moral' && !(isRfc && value.rfc_curp.length === 12))
      add(errors, 'rfc_curp', 'v.rfc_curp_moral');
    else if (isRfc) {
      const problem = rfcProblem(value.rfc_curp);
      if (problem) add(errors, 'rfc_curp', problem);
    }
    if (value.tax_regime === 'moral' && !hasArticle && !upload.files.article_image)
      add(errors, 'article_image', 'v.file_required');
  }
  if (!value || Object.keys(errors).length > 0)
    throw new AppError('validation_failed', undefined, { fields: errors });
  if (value.tax_regime !== 'moral') delete documents.article_image;
  return {
    taxRegime: value.tax_regime,
    name: value.name,
    rfcCurp: value.rfc_curp,
    socialUrl: value.social_url ?? null,
    services: [...new Set(value.services)],
    documents,
  };
}
