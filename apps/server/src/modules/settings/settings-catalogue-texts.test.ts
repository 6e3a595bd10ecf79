import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOGUE } from './settings-catalogue';

type Texts = { settingsAdmin: { keys: Record<string, { title?: string; description?: string }> } };
const area = (locale: string): Texts =>
  JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL(`../../../../web/src/i18n/areas/settings-admin.${locale}.json`, import.meta.url),
      ),
      'utf8',
    ),
  ) as Texts;

describe('the settings catalogue', () => {
  it.each(['es-MX', 'en'])('has a title and a description in %s for every key', (locale) => {
    const keys = area(locale).settingsAdmin.keys;
    const missing = SETTINGS_CATALOGUE.filter(
      (e) => !keys[e.key]?.title?.trim() || !keys[e.key]?.description?.trim(),
    ).map((e) => e.key);
    expect(missing).toEqual([]);
  });

  it('declares options for every choice, the default among them', () => {
    for (const e of SETTINGS_CATALOGUE.filter((x) => x.kind === 'choice')) {
      expect(e.options, e.key).toContain(e.value);
    }
  });
});
