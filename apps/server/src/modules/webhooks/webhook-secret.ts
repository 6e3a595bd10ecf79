import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `whsec_` + 32 base62 characters (~190 bits), each drawn without modulo bias. */
export function newWebhookSecret(): string {
  let out = '';
  while (out.length < 32) {
    for (const b of randomBytes(48)) {
      // 248 = 4·62: bytes above it would favour the first characters.
      if (b < 248 && out.length < 32) out += BASE62[b % 62];
    }
  }
  return `whsec_${out}`;
}

/** "whsec_…Xy12": enough to tell two secrets apart, never enough to use one. */
export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;
