// Test only: the snippet the page shows runs on Node's crypto, as a partner's receiver would.
// eslint-disable-next-line no-restricted-imports
import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECEIVER_SNIPPET } from './webhook-guide';

/** The snippet's verifyDespacho, taken out of the text the page shows and run as it is. */
function snippetVerifier(): (header: string, raw: Buffer, secret: string) => boolean {
  const start = RECEIVER_SNIPPET.indexOf('export function verifyDespacho');
  const end = RECEIVER_SNIPPET.indexOf('\n}\n', start) + 2;
  const source = RECEIVER_SNIPPET.slice(start, end).replace('export ', '');
  return new Function(
    'createHmac',
    'timingSafeEqual',
    'SECRET',
    'Buffer',
    `${source}; return verifyDespacho;`,
  )(createHmac, timingSafeEqual, undefined, Buffer) as never;
}

describe("the docs' receiver snippet", () => {
  const secret = 'whsec_0123456789abcdefghijklmnopqrstuv';
  const raw = Buffer.from('{"id":"e1","type":"label.purchased","data":{}}');
  const sign = (t: number, body = raw) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;
  const now = Math.floor(Date.now() / 1000);
  const verify = snippetVerifier();

  it('accepts a delivery signed with the secret', () => {
    expect(verify(sign(now), raw, secret)).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp and a missing header', () => {
    expect(verify(sign(now), Buffer.from('{"id":"e2"}'), secret)).toBe(false);
    expect(verify(sign(now), raw, 'whsec_other')).toBe(false);
    expect(verify(sign(now - 301), raw, secret)).toBe(false);
    expect(verify('', raw, secret)).toBe(false);
  });
});
