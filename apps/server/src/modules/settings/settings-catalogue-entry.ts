import type { SettingNamespace } from '@despacho/shared';

/** One setting of the catalogue, and the builders its parts (settings-catalogue-*.ts) share. */

export interface CatalogueEntry {
  key: string;
  title: string;
  namespace: SettingNamespace;
  value: string;
  description: string;
  visible?: boolean;
  secret?: boolean;
}

export const flag = (
  key: string,
  title: string,
  namespace: SettingNamespace,
  value: '0' | '1',
  description: string,
): CatalogueEntry => ({
  key,
  title,
  namespace,
  value,
  description,
});
export const secret = (
  key: string,
  title: string,
  namespace: SettingNamespace,
  description: string,
): CatalogueEntry => ({
  key,
  title,
  namespace,
  value: '',
  description,
  secret: true,
});

export const text = (
  key: string,
  title: string,
  description: string,
  value: string,
): CatalogueEntry => ({
  key,
  title,
  namespace: 'invoicing',
  value,
  description,
});
