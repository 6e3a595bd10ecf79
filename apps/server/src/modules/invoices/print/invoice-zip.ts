import { strToU8, zipSync } from 'fflate';
import { readStampedCfdi } from './read-stamped-cfdi';

/**
 * The invoice download: `<invoice id>.zip` holding `<UUID>.xml` (the stamped bytes, untouched)
 * and `<UUID>.pdf`. Entries are named by the folio fiscal, as SAT's portal and accounting
 * software name CFDI files, so they stay unique in an accountant's folder.
 */
export function invoiceZip(
  invoiceId: number,
  stampedXml: string,
  pdf: Buffer,
): { fileName: string; bytes: Buffer } {
  const { timbre } = readStampedCfdi(stampedXml);
  // Dated by the stamp (local time in the zip, as Anexo 20 writes it): same invoice, same bytes.
  const stampedAt = new Date(timbre.fechaTimbrado);
  const mtime = Number.isNaN(stampedAt.getTime()) ? new Date(0) : stampedAt;
  const zip = zipSync({
    [`${timbre.uuid}.xml`]: [strToU8(stampedXml), { mtime }],
    [`${timbre.uuid}.pdf`]: [new Uint8Array(pdf), { mtime, level: 0 }],
  });
  return { fileName: `${invoiceId}.zip`, bytes: Buffer.from(zip) };
}
