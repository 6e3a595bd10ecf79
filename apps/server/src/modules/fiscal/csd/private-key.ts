import { createPrivateKey, type KeyObject } from 'node:crypto';
import { childrenOf, DER_TAG, DerError, readNode } from './der';

export type OpenedKey =
  { ok: true; key: KeyObject } | { ok: false; code: 'key_unreadable' | 'wrong_password' };

const PEM_BLOCK = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/;

/**
 * Opens a private key: SAT's encrypted PKCS#8 DER, or the same (or an unencrypted key) in PEM.
 * The file's outer structure decides between "not a key" and "wrong password", so a password that
 * happens to decrypt to garbage is still reported as a wrong password.
 */
export function openPrivateKey(bytes: Buffer, password: string): OpenedKey {
  const text = bytes.toString('latin1');
  const pem = PEM_BLOCK.exec(text);
  if (!pem) return openPkcs8Der(bytes, password);
  const [, label, body] = pem;
  if (label === 'ENCRYPTED PRIVATE KEY' || label === 'PRIVATE KEY')
    return openPkcs8Der(Buffer.from(body!.replace(/\s+/g, ''), 'base64'), password);
  if (label === 'RSA PRIVATE KEY') {
    // Legacy OpenSSL PEM; encrypted when it carries a Proc-Type header.
    const encrypted = /Proc-Type:\s*4,ENCRYPTED/.test(body!);
    return attempt(
      () => createPrivateKey({ key: pem[0], format: 'pem', passphrase: password }),
      encrypted,
    );
  }
  return { ok: false, code: 'key_unreadable' };
}

function openPkcs8Der(der: Buffer, password: string): OpenedKey {
  const shape = pkcs8Shape(der);
  if (!shape) return { ok: false, code: 'key_unreadable' };
  return attempt(
    () => createPrivateKey({ key: der, format: 'der', type: 'pkcs8', passphrase: password }),
    shape === 'encrypted',
  );
}

function attempt(open: () => KeyObject, encrypted: boolean): OpenedKey {
  try {
    return { ok: true, key: open() };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // An unsupported cipher is a file problem, not a password problem.
    if (!encrypted || code.includes('UNSUPPORTED')) return { ok: false, code: 'key_unreadable' };
    return { ok: false, code: 'wrong_password' };
  }
}

/**
 * EncryptedPrivateKeyInfo is SEQUENCE { AlgorithmIdentifier, OCTET STRING };
 * PrivateKeyInfo is SEQUENCE { INTEGER version, AlgorithmIdentifier, OCTET STRING, ... }.
 */
function pkcs8Shape(der: Buffer): 'encrypted' | 'plain' | undefined {
  try {
    const root = readNode(der);
    if (root.tag !== DER_TAG.sequence) return undefined;
    const tags = childrenOf(der, root).map((n) => n.tag);
    if (tags.length === 2 && tags[0] === DER_TAG.sequence && tags[1] === DER_TAG.octetString)
      return 'encrypted';
    if (
      tags.length >= 3 &&
      tags[0] === DER_TAG.integer &&
      tags[1] === DER_TAG.sequence &&
      tags[2] === DER_TAG.octetString
    )
      return 'plain';
    return undefined;
  } catch (error) {
    if (error instanceof DerError) return undefined;
    throw error;
  }
}
