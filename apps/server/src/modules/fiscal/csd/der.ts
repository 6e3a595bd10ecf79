/**
 * A minimal DER reader: just enough to walk a certificate or a PKCS#8 envelope. Node's
 * X509Certificate does not expose the keyUsage bits, and a key's outer structure tells an
 * unreadable file from a wrong password.
 */
export interface DerNode {
  tag: number;
  /** Offset of the contents (after tag and length). */
  start: number;
  /** Offset just past the contents. */
  end: number;
}

export class DerError extends Error {}

/** Reads the tag-length-value at `offset`; throws DerError when the bytes are not DER. */
export function readNode(buf: Buffer, offset = 0, limit = buf.length): DerNode {
  if (offset + 2 > limit) throw new DerError('truncated');
  const tag = buf[offset]!;
  // Multi-byte tags never occur in certificates or PKCS#8.
  if ((tag & 0x1f) === 0x1f) throw new DerError('unsupported tag');
  let length = buf[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    // 0x80 is BER's indefinite length, which DER forbids; 4 bytes is far past any real file.
    if (bytes === 0 || bytes > 4 || start + bytes > limit) throw new DerError('bad length');
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + buf[start + i]!;
    start += bytes;
  }
  const end = start + length;
  if (end > limit) throw new DerError('truncated');
  return { tag, start, end };
}

/** The nodes directly inside a constructed node. */
export function childrenOf(buf: Buffer, node: DerNode): DerNode[] {
  const list: DerNode[] = [];
  let offset = node.start;
  while (offset < node.end) {
    const child = readNode(buf, offset, node.end);
    list.push(child);
    offset = child.end;
  }
  return list;
}

export const contentsOf = (buf: Buffer, node: DerNode): Buffer =>
  buf.subarray(node.start, node.end);

export const DER_TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  sequence: 0x30,
  /** [3] EXPLICIT: the extensions of a TBSCertificate. */
  extensions: 0xa3,
} as const;
