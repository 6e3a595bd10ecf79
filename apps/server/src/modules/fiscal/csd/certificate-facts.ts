import { X509Certificate } from 'node:crypto';
import { keyUsageOf, type KeyUsage } from './key-usage';

/** What the checks need to know about a certificate, read once. */
export interface CertificateFacts {
  x509: X509Certificate;
  subject: Record<string, string>;
  issuer: Record<string, string>;
  keyUsage: KeyUsage[];
  /** Extended key usage OIDs (Node calls them keyUsage); undefined when absent. */
  extendedKeyUsage: string[] | undefined;
  validFrom: Date;
  validTo: Date;
}

/** Parses a DER or PEM certificate; undefined when the bytes are not an X.509 certificate. */
export function readCertificate(bytes: Buffer): CertificateFacts | undefined {
  try {
    const x509 = new X509Certificate(bytes);
    const validFrom = new Date(x509.validFrom);
    const validTo = new Date(x509.validTo);
    if (Number.isNaN(validFrom.getTime()) || Number.isNaN(validTo.getTime())) return undefined;
    return {
      x509,
      subject: namesOf(x509.subject),
      issuer: namesOf(x509.issuer),
      keyUsage: keyUsageOf(x509.raw),
      extendedKeyUsage: x509.keyUsage,
      validFrom,
      validTo,
    };
  } catch {
    return undefined;
  }
}

/** Node prints a name one `key=value` per line, escaping special characters with `\`. */
function namesOf(name: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of name.split('\n')) {
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const key = line.slice(0, eq);
    entries[key] ??= line.slice(eq + 1).replace(/\\(.)/g, '$1');
  }
  return entries;
}

/**
 * SAT's x500UniqueIdentifier is `RFC` for a person and `RFC / RFC of the legal representative`
 * for a company: the issuer's RFC is the first token.
 */
export function rfcOf(facts: CertificateFacts): string | undefined {
  const raw = facts.subject.x500UniqueIdentifier?.split('/')[0]?.trim().toUpperCase();
  return raw || undefined;
}

/** SAT's certificate serial is the 20 ASCII digits of NoCertificado, hex-encoded. */
export function noCertificadoOf(facts: CertificateFacts): string {
  return Buffer.from(facts.x509.serialNumber, 'hex').toString('latin1');
}

export function legalNameOf(facts: CertificateFacts): string {
  const { name, O, CN } = facts.subject;
  return (name ?? O ?? CN ?? '').trim();
}

export function branchNameOf(facts: CertificateFacts): string | undefined {
  return facts.subject.OU?.trim() || undefined;
}
