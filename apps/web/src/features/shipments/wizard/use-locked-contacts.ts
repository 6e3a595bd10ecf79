import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { lockedContacts } from '@despacho/shared';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { ADDRESS_ENDS, prefixOf, type AddressEnd, type AddressesValues } from './address-values';
import type { LockedContact } from './AddressCard';

/**
 * Spec 2 §2: with `disable_email` / `disable_phone_number` at '1' the tenant fixes each end's
 * e-mail and phone (`origin_email`, `destination_phone_number`…): shown, filled, not editable;
 * the server puts the same values in whatever the form sends.
 */
export function useLockedContacts(
  form: UseFormReturn<AddressesValues>,
): Record<AddressEnd, LockedContact> {
  const emailOff = useSettingValue('disable_email') === '1';
  const phoneOff = useSettingValue('disable_phone_number') === '1';
  // The same rule the server applies to every address it writes (shared lockedContacts).
  const locked = lockedContacts({
    disable_email: emailOff ? '1' : '0',
    disable_phone_number: phoneOff ? '1' : '0',
    origin_email: useSettingValue('origin_email', emailOff),
    destination_email: useSettingValue('destination_email', emailOff),
    origin_phone_number: useSettingValue('origin_phone_number', phoneOff),
    destination_phone_number: useSettingValue('destination_phone_number', phoneOff),
  });
  const key = JSON.stringify(locked);
  useEffect(() => {
    const fixed = JSON.parse(key) as Record<AddressEnd, LockedContact>;
    for (const end of ADDRESS_ENDS) {
      const prefix = prefixOf(end);
      const { email, phone } = fixed[end];
      if (email !== undefined) form.setValue(`${prefix}.email`, email);
      if (phone !== undefined) {
        form.setValue(`${prefix}.phone`, phone);
        form.setValue(`${prefix}.calling_code`, '52');
      }
    }
  }, [key, form]);
  return locked;
}
