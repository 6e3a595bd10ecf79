import { randomBytes } from 'node:crypto';
import type { RunMode } from '../../config';
import { hashToken } from '../../lib/tokens';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base62 characters ≈ 238 bits: far beyond guessing, short enough to paste. */
export const API_KEY_RANDOM_LENGTH = 40;
/** Characters of the key kept in clear (`dsp_test_Ab3x`) to tell keys apart. */
const VISIBLE_RANDOM_CHARS = 4;

export interface NewApiKey {
  /** The whole key: shown once, never stored. */
  key: string;
  /** SHA-256 hex of the key: what the database keeps and lookups compare. */
  hash: string;
  prefix: string;
}

/** Rejection sampling keeps every base62 character equally likely (248 = 4 × 62). */
function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const apiKeyPrefixFor = (mode: RunMode) =>
  mode === 'production' ? 'dsp_live_' : 'dsp_test_';

export function newApiKey(mode: RunMode): NewApiKey {
  const prefix = apiKeyPrefixFor(mode);
  const key = prefix + base62(API_KEY_RANDOM_LENGTH);
  return {
    key,
    hash: hashToken(key),
    prefix: key.slice(0, prefix.length + VISIBLE_RANDOM_CHARS),
  };
}

/** A credential that looks like one of our keys (any mode), so it is looked up as a key. */
export const looksLikeApiKey = (value: string) => value.startsWith('dsp_');
