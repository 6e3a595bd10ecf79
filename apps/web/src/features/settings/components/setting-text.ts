import type { TFunction } from 'i18next';
import { SETTING_SECRET_MASK, type Setting } from '@despacho/shared';

/**
 * A setting's words in the reader's language: catalogue keys have their own texts; a key a
 * developer added reads as it was stored.
 */
export function settingTitle(t: TFunction, s: Pick<Setting, 'key' | 'title'>): string {
  return t(`settingsAdmin.keys.${s.key}.title`, { defaultValue: s.title });
}

export function settingDescription(t: TFunction, s: Pick<Setting, 'key' | 'description'>): string {
  return t(`settingsAdmin.keys.${s.key}.description`, { defaultValue: s.description ?? '' });
}

/** How a choice's option reads; an option without its own text reads as stored. */
export const choiceLabel = (t: TFunction, key: string, option: string): string =>
  t(`settingsAdmin.choices.${key}.${option}`, { defaultValue: option });

/** The value as a row shows it: on/off for flags, never a secret, "(empty)" for nothing. */
export function settingValueText(t: TFunction, s: Setting): string {
  switch (s.kind) {
    case 'flag':
      return s.value === '1' ? t('settingsAdmin.on') : t('settingsAdmin.off');
    case 'secret':
      return s.value === SETTING_SECRET_MASK ? SETTING_SECRET_MASK : t('settingsAdmin.notSet');
    case 'choice':
      return choiceLabel(t, s.key, s.value);
    default:
      return s.value === '' ? t('settingsAdmin.empty') : s.value;
  }
}

/** Does the row match the search box (title in the reader's language, or key)? */
export function matchesSearch(t: TFunction, s: Setting, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    s.key.toLowerCase().includes(needle) || settingTitle(t, s).toLocaleLowerCase().includes(needle)
  );
}
