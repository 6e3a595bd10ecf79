/**
 * Spec 2 "Addresses step": with `disable_email` / `disable_phone_number` at '1' the tenant fixes
 * each end's e-mail and phone (`origin_email`, `destination_phone_number`…). The server applies
 * these values on every path that writes a shipment's addresses, whatever the body says; the
 * wizard shows them filled and disabled. One rule for both.
 */
export const LOCKED_CONTACT_SETTING_KEYS = [
  'disable_email',
  'disable_phone_number',
  'origin_email',
  'destination_email',
  'origin_phone_number',
  'destination_phone_number',
] as const;

export type AddressEndName = 'origin' | 'destination';

/** What the settings fix for one end; undefined = the user's own value stands. */
export interface LockedContact {
  email?: string;
  /** The 10 national digits, with calling code 52. */
  phone?: string;
}

/** The 10 national digits of a Mexican phone, whatever was typed ("+52 (81) 1234-5678"). */
export function mexicanNationalPhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('52')) digits = digits.slice(2);
  return digits.slice(0, 10);
}

export function lockedContacts(
  settings: Readonly<Record<string, string | null | undefined>>,
): Record<AddressEndName, LockedContact> {
  const emailOff = settings.disable_email === '1';
  const phoneOff = settings.disable_phone_number === '1';
  // A flag on with its value still blank fixes nothing for that end: the person's own e-mail or
  // phone stands, rather than a disabled empty field nobody can fill (docs/decisions.md).
  const end = (name: AddressEndName): LockedContact => {
    const email = (settings[`${name}_email`] ?? '').trim();
    const phone = mexicanNationalPhone(settings[`${name}_phone_number`] ?? '');
    return {
      ...(emailOff && email ? { email } : {}),
      ...(phoneOff && phone.length === 10 ? { phone } : {}),
    };
  };
  return { origin: end('origin'), destination: end('destination') };
}

/** The address with the fixed contact in place of the typed one. */
export function withLockedContact<T extends object>(address: T, locked: LockedContact): T {
  return {
    ...address,
    ...(locked.email !== undefined ? { email: locked.email } : {}),
    ...(locked.phone !== undefined ? { phone: locked.phone, calling_code: '52' } : {}),
  };
}
