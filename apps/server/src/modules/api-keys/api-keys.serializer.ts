import { API_KEY_MASK, type ApiKey } from '@despacho/shared';
import { iso } from '../../lib/dates';
import type { ApiKeyRow } from './api-keys.repository';

/** A key as the API answers it: masked, unless this is the reply that created it. */
export function serializeApiKey(row: ApiKeyRow, wholeKey?: string): ApiKey {
  return {
    id: row.id,
    name: row.name,
    key: wholeKey ?? API_KEY_MASK,
    key_prefix: row.keyPrefix,
    created_at: iso(row.createdAt)!,
    last_used_at: iso(row.lastUsedAt),
  };
}
