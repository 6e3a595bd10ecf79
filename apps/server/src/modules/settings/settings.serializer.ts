import { SETTING_SECRET_MASK, type Setting, type SettingNamespace } from '@despacho/shared';
import type { SettingRow } from '../../db/schema';
import { iso } from '../../lib/dates';
import { kindOfSetting } from './settings-kinds';

/** Secrets never leave the server: a stored secret shows as five asterisks. */
export const SECRET_MASK = SETTING_SECRET_MASK;

export const maskedValue = (row: SettingRow): string =>
  row.secret ? (row.value ? SECRET_MASK : '') : row.value;

export function serializeSetting(row: SettingRow): Setting {
  return {
    id: row.id,
    title: row.title,
    key: row.key,
    value: maskedValue(row),
    description: row.description,
    namespace: row.namespace as SettingNamespace,
    visible: row.visible,
    secret: row.secret,
    ...kindOfSetting(row),
    updated_at: iso(row.updatedAt)!,
  };
}
