import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  foldPlaceName,
  type FiscalDataForm as Values,
  type FiscalDataValues,
} from '@despacho/shared';
import { usePostalCodePlace } from '../../quotes/api/lookup-postal-code';

type Form = UseFormReturn<Values, unknown, FiscalDataValues>;

/**
 * A state, city and colony belong to their country: choosing another country clears them (the
 * state list changes with it). The first country set (the default, or the saved one) clears
 * nothing.
 */
export function useClearPlaceOnCountryChange(form: Form, countryId: string) {
  const seen = useRef(countryId);
  useEffect(() => {
    const before = seen.current;
    seen.current = countryId;
    if (!before || !countryId || before === countryId) return;
    for (const field of ['state', 'city', 'neighborhood'] as const)
      form.setValue(field, '', { shouldDirty: true });
  }, [countryId, form]);
}

/** The state list's entry for SEPOMEX's name ("Veracruz" for "Veracruz de Ignacio de la Llave"). */
function stateChoice(name: string, choices: readonly string[]): string | undefined {
  const folded = foldPlaceName(name);
  return (
    choices.find((c) => foldPlaceName(c) === folded) ??
    choices.find((c) => folded.startsWith(foldPlaceName(c)) || foldPlaceName(c).startsWith(folded))
  );
}

/**
 * In Mexico, a postal code found in SEPOMEX (the look-up the address forms use) fills the state,
 * the city and, when the code has one colony, the colony; its colonies become the colony field's
 * suggestions. Elsewhere nothing is looked up. A value the person typed is kept unless they
 * change the postal code.
 */
export function useFiscalPlaceFill(form: Form, mexico: boolean, states: readonly string[]) {
  const postalCode = String(useWatch({ control: form.control, name: 'postal_code' }) ?? '').trim();
  const place = usePostalCodePlace(postalCode, mexico).data;
  const statesKey = states.join('|');
  useEffect(() => {
    if (!place || !mexico) return;
    const changed = !!form.formState.dirtyFields.postal_code;
    const state = place.state?.name ? stateChoice(place.state.name, statesKey.split('|')) : null;
    if (state && (!form.getValues('state') || changed))
      form.setValue('state', state, { shouldDirty: true });
    const city = place.city || place.municipality;
    if (city && (!form.getValues('city') || changed))
      form.setValue('city', city, { shouldDirty: true });
    const names = place.settlements?.map((s) => s.name) ?? [];
    if (names.length === 1 && (!form.getValues('neighborhood') || changed))
      form.setValue('neighborhood', names[0]!, { shouldDirty: true });
  }, [place, mexico, form, statesKey]);
  return {
    colonies: mexico && place ? (place.settlements?.map((s) => s.name) ?? []) : [],
    loading: mexico && /^\d{5}$/.test(postalCode) && place === undefined,
    unknown: mexico && place === null,
  };
}
