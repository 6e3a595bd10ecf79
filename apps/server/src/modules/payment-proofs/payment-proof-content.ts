import { detectImage } from '../branding/image-content';

export type ProofFileKind = 'png' | 'jpeg' | 'pdf';

export const PROOF_CONTENT_TYPES: Record<ProofFileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

const EXTENSIONS: Record<ProofFileKind, string> = { png: 'png', jpeg: 'jpg', pdf: 'pdf' };

/**
 * What a proof's file really is, read from its first bytes: a PNG, a JPEG or a PDF (`%PDF-`).
 * The name and the browser's content type are never believed, so a renamed HTML page is refused
 * and every file is later served with the type found here.
 */
export function detectProofFile(bytes: Buffer): ProofFileKind | null {
  const image = detectImage(bytes);
  if (image === 'png' || image === 'jpeg') return image;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

/** A file name safe to keep and to repeat in a Content-Disposition header, with its true extension. */
export function proofFileName(original: string | undefined, kind: ProofFileKind, index: number) {
  const base = (original ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w-]+/g, '_')
    .replace(/^[_-]+/, '')
    .slice(0, 100);
  return `${base || `comprobante-${index + 1}`}.${EXTENSIONS[kind]}`;
}
