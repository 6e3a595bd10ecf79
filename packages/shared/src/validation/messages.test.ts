/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants';
import { VALIDATION_MESSAGES, validationText } from './messages';
// The package as its users load it: contracts register their own messages when imported.
import '../index';

// Every source file's text, so the test finds each `v.*` key a schema or helper uses.
const sources = import.meta.glob(['../**/*.ts', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const usedKeys = [
  ...new Set(
    Object.values(sources).flatMap((text) =>
      [...text.matchAll(/['"`](v\.[A-Za-z_]+)['"`]/g)].map((m) => m[1]!),
    ),
  ),
].sort();

describe('validation message catalogue', () => {
  it('scans the sources (sanity: the forms and contracts are found)', () => {
    expect(Object.keys(sources).some((p) => p.endsWith('forms/address.ts'))).toBe(true);
    expect(usedKeys).toContain('v.invalidShopUrl');
    expect(usedKeys.length).toBeGreaterThan(40);
  });

  it.each(LOCALES)('every used key has %s text', (locale) => {
    const missing = usedKeys.filter((key) => validationText(key, locale) === key);
    expect(missing).toEqual([]);
  });

  it('both locales hold the same keys', () => {
    expect(Object.keys(VALIDATION_MESSAGES.en).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES['es-MX']).sort(),
    );
  });

  it('fills limits into the text', () => {
    expect(validationText('v.max_length', 'es-MX', { max: 35 })).toBe('Máximo 35 caracteres');
    expect(validationText('v.reference_too_long', 'en', { max: 35 })).toBe(
      'The reference may not exceed 35 characters',
    );
  });
});
