import { childrenOf, contentsOf, DER_TAG, readNode } from './der';

/** X.509 keyUsage bits in their RFC 5280 order (bit 0 is the most significant bit). */
const KEY_USAGE_NAMES = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
] as const;

export type KeyUsage = (typeof KEY_USAGE_NAMES)[number];

const KEY_USAGE_OID = Buffer.from([0x55, 0x1d, 0x0f]); // 2.5.29.15

/** The keyUsage extension of a DER certificate; an empty list when it has none. */
export function keyUsageOf(certificateDer: Buffer): KeyUsage[] {
  const certificate = readNode(certificateDer);
  const tbs = childrenOf(certificateDer, certificate)[0];
  if (!tbs) return [];
  const wrapper = childrenOf(certificateDer, tbs).find((n) => n.tag === DER_TAG.extensions);
  if (!wrapper) return [];
  const list = childrenOf(certificateDer, wrapper)[0];
  if (!list) return [];
  for (const extension of childrenOf(certificateDer, list)) {
    const parts = childrenOf(certificateDer, extension);
    const [oid, value] = [parts[0], parts[parts.length - 1]];
    if (!oid || !value || !contentsOf(certificateDer, oid).equals(KEY_USAGE_OID)) continue;
    const octets = contentsOf(certificateDer, value);
    const bitString = contentsOf(octets, readNode(octets));
    return namesOf(bitString.subarray(1)); // the first byte counts unused bits
  }
  return [];
}

function namesOf(bits: Buffer): KeyUsage[] {
  return KEY_USAGE_NAMES.filter((_, i) => {
    const byte = bits[i >> 3] ?? 0;
    return (byte & (0x80 >> (i & 7))) !== 0;
  });
}
