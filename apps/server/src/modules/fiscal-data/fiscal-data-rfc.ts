import { Rfc } from '@nodecfdi/rfc';

/**
 * What only @nodecfdi/rfc knows about an RFC the shared form already found well shaped: a real
 * date of birth or incorporation and a homoclave whose check digit matches. A mistyped RFC
 * would make every invoice to it fail at the PAC, so it is refused when saved.
 * Returns the field message key, or null when the RFC is good.
 */
export function rfcProblem(value: string): string | null {
  const rfc = Rfc.parseOrNull(value);
  if (!rfc) return 'v.rfc';
  if (!rfc.doesCheckSumMatch()) return 'v.rfc_check_digit';
  return null;
}
