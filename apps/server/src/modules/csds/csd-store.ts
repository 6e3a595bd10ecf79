import type { Tx } from '../../db/client';
import type { CsdRow } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';
import {
  branchNameOf,
  legalNameOf,
  noCertificadoOf,
  readCertificate,
  rfcOf,
} from '../fiscal/csd/certificate-facts';
import type { Csd } from '../fiscal/csd/csd-types';
import { openPrivateKey } from '../fiscal/csd/private-key';
import { findActiveCsdRow } from './csds.repository';

export interface CsdKeyFiles {
  cerDer: Buffer;
  /** The encrypted PKCS#8 DER (SAT's .key). */
  keyDer: Buffer;
  password: string;
}

function keyFilesOf(row: CsdRow, secrets: SecretBox): CsdKeyFiles {
  return {
    cerDer: Buffer.from(row.certificate, 'base64'),
    keyDer: Buffer.from(secrets.decrypt(row.keyEncrypted), 'base64'),
    password: secrets.decrypt(row.passwordEncrypted),
  };
}

/**
 * The raw files of the tenant's current CSD, key and password decrypted (the PAC's cancel call
 * sends them); null when the tenant has none. Kept in memory only: never log or return them.
 */
export async function activeCsdKeyFiles(tx: Tx, secrets: SecretBox): Promise<CsdKeyFiles | null> {
  const row = await findActiveCsdRow(tx);
  return row ? keyFilesOf(row, secrets) : null;
}

/**
 * The tenant's current CSD, opened for sealing; null when it has none. Validity is not checked
 * here (it was at upload): the caller compares `validTo` with the invoice's date. A row that no
 * longer opens (APP_SECRET changed) throws, since sealing must not go on without its key.
 */
export async function loadActiveCsd(tx: Tx, secrets: SecretBox): Promise<Csd | null> {
  const row = await findActiveCsdRow(tx);
  if (!row) return null;
  const files = keyFilesOf(row, secrets);
  const facts = readCertificate(files.cerDer);
  const opened = openPrivateKey(files.keyDer, files.password);
  if (!facts || !opened.ok) throw new Error(`the stored CSD ${row.id} does not open`);
  return {
    rfc: rfcOf(facts) ?? row.rfc,
    legalName: legalNameOf(facts),
    branchName: branchNameOf(facts),
    noCertificado: noCertificadoOf(facts),
    validFrom: facts.validFrom,
    validTo: facts.validTo,
    certificateBase64: row.certificate,
    privateKey: opened.key,
  };
}
