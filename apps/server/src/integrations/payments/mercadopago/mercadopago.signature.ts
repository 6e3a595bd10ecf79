import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago's webhook signature: header `x-signature: ts=<ts>,v1=<hex>`, where v1 is
 * HMAC-SHA256(secret, "id:<data.id>;request-id:<x-request-id>;ts:<ts>;") and a part whose value
 * is absent is left out. data.id comes from the query string, lower-cased when alphanumeric.
 */
export function mercadoManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

export function signMercado(
  secret: string,
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  return `ts=${ts},v1=${createHmac('sha256', secret)
    .update(mercadoManifest(dataId, requestId, ts))
    .digest('hex')}`;
}

/** `ts=…,v1=…` → its parts (order-free, spaces tolerated). */
export function parseSignatureHeader(header: string | undefined): { ts?: string; v1?: string } {
  const parts: Record<string, string> = {};
  for (const piece of (header ?? '').split(',')) {
    const [k, v] = piece.split('=').map((x) => x.trim());
    if (k && v) parts[k] = v;
  }
  return { ts: parts.ts, v1: parts.v1 };
}

/** Whether the delivery was signed with this secret (constant-time comparison). */
export function verifyMercadoSignature(
  secret: string,
  header: string | undefined,
  dataId: string | undefined,
  requestId: string | undefined,
): boolean {
  const { ts, v1 } = parseSignatureHeader(header);
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const expected = createHmac('sha256', secret)
    .update(mercadoManifest(dataId, requestId, ts))
    .digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
