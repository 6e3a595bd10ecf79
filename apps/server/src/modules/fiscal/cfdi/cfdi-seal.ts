import { X509Certificate, sign, verify, type KeyObject } from 'node:crypto';
import { cadenaOriginalCfdi40 } from './cadena-original';
import { buildCfdiXml } from './cfdi-build';
import type { CfdiInput } from './cfdi-model';
import type { Csd } from '../csd/csd-types';
import { parseXml } from './xml-read';

/** Sello = base64(RSA-SHA256(cadena original as UTF-8)). */
export function signCadena(cadena: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(cadena, 'utf8'), privateKey).toString('base64');
}

/**
 * Builds the CFDI with NoCertificado and Certificado, signs its cadena and fills Sello. The CSD
 * is one `readCsd` accepted (modules/fiscal/csd): a FIEL, an expired or another RFC's never seals.
 */
export function sealCfdi(
  input: CfdiInput,
  csd: Pick<Csd, 'noCertificado' | 'certificateBase64' | 'privateKey'>,
): string {
  const certificate = { noCertificado: csd.noCertificado, certificado: csd.certificateBase64 };
  const unsigned = buildCfdiXml(input, { certificate });
  const sello = signCadena(cadenaOriginalCfdi40(unsigned), csd.privateKey);
  return buildCfdiXml(input, { certificate, sello });
}

/** True when the CFDI's Sello verifies over its cadena with the certificate it embeds. */
export function verifySello(xml: string): boolean {
  const root = parseXml(xml).documentElement;
  const sello = root?.getAttribute('Sello') ?? '';
  const certificado = root?.getAttribute('Certificado') ?? '';
  if (!sello || !certificado) return false;
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certificado, 'base64'));
  } catch {
    return false;
  }
  return verify(
    'sha256',
    Buffer.from(cadenaOriginalCfdi40(xml), 'utf8'),
    certificate.publicKey,
    Buffer.from(sello, 'base64'),
  );
}
