import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newApiKey } from './api-key-generator';

describe('API key generation', () => {
  it('production keys are dsp_live_ + 40 base62 (49 characters), demo keys dsp_test_', () => {
    const live = newApiKey('production');
    expect(live.key).toMatch(/^dsp_live_[0-9A-Za-z]{40}$/);
    expect(live.key).toHaveLength(49);
    expect(live.prefix).toBe(live.key.slice(0, 13));
    expect(newApiKey('demo').key).toMatch(/^dsp_test_[0-9A-Za-z]{40}$/);
  });

  it('keeps only the SHA-256 hex of the key, and never the same key twice', () => {
    const made = newApiKey('demo');
    expect(made.hash).toBe(createHash('sha256').update(made.key).digest('hex'));
    const keys = new Set(Array.from({ length: 200 }, () => newApiKey('demo').key));
    expect(keys.size).toBe(200);
  });
});
