import { useEffect, useRef, type RefObject } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { usePostalCodePlace } from '../../quotes/api/lookup-postal-code';
import type { AddressesValues, prefixOf } from './address-values';

type Form = UseFormReturn<AddressesValues>;

/**
 * A state, city and colony belong to their country: when the user picks another country they
 * are cleared (a Mexican state and colony must not travel to the US), and back in Mexico the
 * postal code fills them again. The first country (Mexico by default, or the kept address's)
 * and a saved address's own country clear nothing. Answers the ref of the country last seen,
 * which `pick` sets before it changes the country.
 */
export function useCountryChange(
  form: Form,
  prefix: ReturnType<typeof prefixOf>,
  countryId: string,
  keptRef: RefObject<string | null>,
): RefObject<string> {
  const seen = useRef(countryId);
  useEffect(() => {
    const before = seen.current;
    seen.current = countryId;
    if (!before || !countryId || before === countryId) return;
    keptRef.current = null;
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const field of ['state', 'city', 'neighborhood'] as const)
      form.setValue(`${prefix}.${field}`, '', opts);
  }, [countryId, form, prefix, keptRef]);
  return seen;
}

/**
 * A Mexican postal code typed here fills state and city (spec 2 §2) and offers its colonies; a
 * code that came with a saved or kept address leaves that address's own state and city alone.
 */
export function usePlaceFill(
  form: Form,
  prefix: ReturnType<typeof prefixOf>,
  mexico: boolean,
  keptRef: RefObject<string | null>,
): string[] {
  const postalCode = String(
    useWatch({ control: form.control, name: `${prefix}.postal_code` }) ?? '',
  ).trim();
  const place = usePostalCodePlace(postalCode, mexico).data;
  useEffect(() => {
    // The look-up's cached answer outlives a switch to another country: only Mexico uses it.
    if (!place || !mexico) return;
    if (keptRef.current === place.postal_code) return;
    keptRef.current = null;
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (place.state?.name) form.setValue(`${prefix}.state`, place.state.name, opts);
    const city = place.city || place.municipality;
    if (city) form.setValue(`${prefix}.city`, city, opts);
    const names = place.settlements?.map((s) => s.name) ?? [];
    const neighborhood = form.getValues(`${prefix}.neighborhood`);
    if (names.length === 1) form.setValue(`${prefix}.neighborhood`, names[0]!, opts);
    else if (neighborhood && !names.includes(neighborhood))
      form.setValue(`${prefix}.neighborhood`, '', opts);
  }, [place, mexico, form, prefix, keptRef]);
  return mexico && place ? (place.settlements?.map((s) => s.name) ?? []) : [];
}
