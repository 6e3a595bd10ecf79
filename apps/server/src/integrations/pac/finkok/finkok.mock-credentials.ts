import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/*
 * The mock PAC's own TEST-ONLY key and self-signed certificate (mock-credentials/README.md).
 * They sign the SelloSAT of the mock's stamps; nothing outside this project trusts them.
 */

const file = (name: string) => new URL(`./mock-credentials/${name}`, import.meta.url);

let certificate: X509Certificate | undefined;
let privateKey: KeyObject | undefined;

/** The certificate a test (or a curious person) verifies a mock SelloSAT with. */
export function readMockPacCertificate(): X509Certificate {
  certificate ??= new X509Certificate(readFileSync(file('TEST-ONLY-mock-pac.cer.pem')));
  return certificate;
}

export function mockPacPrivateKey(): KeyObject {
  privateKey ??= createPrivateKey(readFileSync(file('TEST-ONLY-mock-pac.key.pem')));
  return privateKey;
}

/** NoCertificadoSAT: SAT's style, the serial's 20 ASCII digits. */
export function mockPacNoCertificado(): string {
  return Buffer.from(readMockPacCertificate().serialNumber, 'hex').toString('latin1');
}

/** RfcProvCertif in the mock's stamps (a PAC's RFC shape; the certificate's subject names it). */
export const MOCK_PAC_RFC = 'SPR190613I52';
