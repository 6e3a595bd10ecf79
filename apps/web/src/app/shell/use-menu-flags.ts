import { useSettingValue } from '../../features/settings/api/get-setting-by-key';
import type { MenuFlags } from './menu';

/** The settings the drawer reads (GET settings/{key}/by_key, cached). */
export function useMenuFlags(): MenuFlags {
  return {
    referral_code: useSettingValue('referral_code'),
    overweights: useSettingValue('overweights'),
    invoicing: useSettingValue('invoicing'),
    user_own_agreements: useSettingValue('user_own_agreements'),
  };
}
