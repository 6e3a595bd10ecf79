import { useQueries } from '@tanstack/react-query';
import { settingQueryOptions } from '../../features/settings/api/get-setting-by-key';
import type { MenuFlags } from './menu';

const FLAG_KEYS = ['referral_code', 'overweights', 'invoicing', 'user_own_agreements'] as const;

/**
 * The settings the drawer reads (GET settings/{key}/by_key, cached). `ready` is false until
 * every one has answered, so the signed-in frame waits for them with the user and the
 * permissions and the menu never grows under the user's pointer.
 */
export function useMenuFlags(enabled = true): { flags: MenuFlags; ready: boolean } {
  const results = useQueries({
    queries: FLAG_KEYS.map((key) => ({ ...settingQueryOptions(key), enabled })),
  });
  const flags: MenuFlags = {};
  FLAG_KEYS.forEach((key, i) => {
    flags[key] = results[i]?.data;
  });
  return { flags, ready: results.every((r) => !r.isPending) };
}
