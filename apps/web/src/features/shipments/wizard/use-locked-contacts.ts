import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { phoneDigits } from '../../../components/form/phone-format';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { ADDRESS_ENDS, prefixOf, type AddressEnd, type AddressesValues } from './address-values';
import type { LockedContact } from './AddressCard';

/**
 * Spec 2 §2: with `disable_email` / `disable_phone_number` at '1' the tenant fixes each end's
 * e-mail and phone (`origin_email`, `destination_phone_number`…): shown, filled, not editable.
 */
export function useLockedContacts(
  form: UseFormReturn<AddressesValues>,
): Record<AddressEnd, LockedContact> {
  const emailOff = useSettingValue('disable_email') === '1';
  const phoneOff = useSettingValue('disable_phone_number') === '1';
  const emails = {
    origin: useSettingValue('origin_email', emailOff),
    destination: useSettingValue('destination_email', emailOff),
  };
  const phones = {
    origin: useSettingValue('origin_phone_number', phoneOff),
    destination: useSettingValue('destination_phone_number', phoneOff),
  };
  const locked: Record<AddressEnd, LockedContact> = {
    origin: {
      email: emailOff ? (emails.origin ?? '') : undefined,
      phone: phoneOff ? phoneDigits(phones.origin ?? '') : undefined,
    },
    destination: {
      email: emailOff ? (emails.destination ?? '') : undefined,
      phone: phoneOff ? phoneDigits(phones.destination ?? '') : undefined,
    },
  };
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
