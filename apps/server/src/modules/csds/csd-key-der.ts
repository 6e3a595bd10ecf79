import type { KeyObject } from 'node:crypto';

/**
 * The key as stored and as the PAC's cancel call wants it: SAT's encrypted PKCS#8 DER. SAT's own
 * .key file (DER, starts with a SEQUENCE) is kept byte for byte; a PEM upload is written back
 * as encrypted PKCS#8 DER under the same password.
 */
export function encryptedKeyDer(uploaded: Buffer, key: KeyObject, password: string): Buffer {
  if (uploaded[0] === 0x30) return uploaded;
  return key.export({ format: 'der', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: password });
}
