import {
  branchNameOf,
  legalNameOf,
  noCertificadoOf,
  readCertificate,
  rfcOf,
} from './certificate-facts';
import { isFiel, isSatIssued } from './certificate-kind';
import { refuse } from './csd-refusal';
import type { ReadCsdInput, ReadCsdResult } from './csd-types';
import { openPrivateKey } from './private-key';

/**
 * Opens and checks a tenant's CSD. Certificate checks come first (they need no secret and tell
 * the user what to fetch from SAT), then the key: readable, password, same pair.
 */
export function readCsd(input: ReadCsdInput): ReadCsdResult {
  const now = input.now ?? new Date();
  const facts = readCertificate(input.cer);
  if (!facts) return refuse('certificate', 'certificate_unreadable');
  if (facts.x509.publicKey.asymmetricKeyType !== 'rsa')
    return refuse('certificate', 'certificate_not_rsa');
  const rfc = rfcOf(facts);
  if (!rfc || !isSatIssued(facts)) return refuse('certificate', 'certificate_not_sat');
  if (isFiel(facts)) return refuse('certificate', 'certificate_is_fiel');

  const expectedRfc = input.expectedRfc.trim().toUpperCase();
  if (rfc !== expectedRfc) return refuse('certificate', 'rfc_mismatch', { rfc, expectedRfc });
  const validFrom = facts.validFrom.toISOString();
  const validTo = facts.validTo.toISOString();
  if (now < facts.validFrom)
    return refuse('certificate', 'certificate_not_yet_valid', { validFrom, validTo });
  if (now > facts.validTo)
    return refuse('certificate', 'certificate_expired', { validFrom, validTo });

  const opened = openPrivateKey(input.key, input.password);
  if (!opened.ok)
    return opened.code === 'wrong_password'
      ? refuse('password', 'wrong_password')
      : refuse('private_key', 'key_unreadable');
  if (!facts.x509.checkPrivateKey(opened.key)) return refuse('private_key', 'key_mismatch');

  return {
    ok: true,
    csd: {
      rfc,
      legalName: legalNameOf(facts),
      branchName: branchNameOf(facts),
      noCertificado: noCertificadoOf(facts),
      validFrom: facts.validFrom,
      validTo: facts.validTo,
      certificateBase64: facts.x509.raw.toString('base64'),
      privateKey: opened.key,
    },
  };
}
