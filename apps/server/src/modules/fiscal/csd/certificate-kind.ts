import type { CertificateFacts } from './certificate-facts';

const SAT_NAME = 'SERVICIO DE ADMINISTRACION TRIBUTARIA';

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim();

/**
 * Issued by SAT: the issuer's organisation is the Servicio de Administración Tributaria (production
 * and test CAs alike) and the certificate is not self-signed. Without SAT's CA certificates bundled
 * this cannot prove the chain; it stops certificates from any other CA or made by hand.
 */
export function isSatIssued(facts: CertificateFacts): boolean {
  if (plain(facts.issuer.O ?? '') !== SAT_NAME) return false;
  const { x509 } = facts;
  return !(x509.checkIssued(x509) && x509.verify(x509.publicKey));
}

/**
 * SAT issues two kinds of certificate to the same RFC. A CSD (sello digital) only signs: keyUsage
 * digitalSignature + nonRepudiation, no extended key usage, and the subject names the branch it was
 * requested for in OU. A FIEL (e.firma) also enciphers (dataEncipherment, keyAgreement), carries
 * extended key usages (e-mail protection, TLS client) and has no OU. phpcfdi/nodecfdi credentials
 * tell them apart by OU alone; any FIEL sign refuses here, since a FIEL must never seal invoices.
 */
export function isFiel(facts: CertificateFacts): boolean {
  const enciphers = facts.keyUsage.some((u) => u === 'dataEncipherment' || u === 'keyAgreement');
  const hasExtendedUsage = (facts.extendedKeyUsage?.length ?? 0) > 0;
  const namesBranch = Boolean(facts.subject.OU?.trim());
  return enciphers || hasExtendedUsage || !namesBranch;
}
