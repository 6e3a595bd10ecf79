import type { TFunction } from 'i18next';
import { hasBuiltInProviderName } from '@despacho/shared';

/**
 * A provider as the reader reads it: a name the product gave (seeded) in the reader's language,
 * a name someone typed as typed.
 */
export const providerName = (t: TFunction, p: { code: string; name: string }): string =>
  hasBuiltInProviderName(p) ? t(`providerNames.${p.code}`, { defaultValue: p.name }) : p.name;
