import { useEffect, useRef } from 'react';
import Grid from '@mui/material/Grid';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_LIMITS,
  DEFAULT_PHONE_COUNTRY,
  isMexico,
  PHONE_COUNTRIES,
  PREFERRED_PHONE_COUNTRIES,
  ZSavedAddressForm,
  type SavedAddress,
  type SavedAddressForm,
} from '@despacho/shared';
import { FormPhoneField } from '../../../components/form/FormPhoneField';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useCountryChoices } from '../../quotes/api/get-countries';
import { usePostalCodePlace } from '../../quotes/api/lookup-postal-code';
import { PostalCodeField } from '../../quotes/components/PostalCodeField';

type Values = SavedAddressForm & Record<string, unknown>;

const toValues = (a?: SavedAddress): Values => ({
  aka: a?.aka ?? '',
  name: a?.name ?? '',
  company: a?.company ?? '',
  email: a?.email ?? '',
  calling_code: a?.calling_code ?? '52',
  phone: a?.phone ?? '',
  rfc: a?.rfc ?? '',
  country_id: a?.country_id != null ? String(a.country_id) : '',
  country_code: a?.country_code ?? '',
  state: a?.state ?? '',
  city: a?.city ?? '',
  neighborhood: a?.neighborhood ?? '',
  street: a?.street ?? '',
  number: a?.number ?? '',
  interior_number: a?.interior_number ?? '',
  postal_code: a?.postal_code ?? '',
  reference: a?.reference ?? '',
});

/** Mexico and the US first (where customers ship most), then the rest by calling code. */
const CALLING_CODES = [
  ...PREFERRED_PHONE_COUNTRIES.map((iso) => PHONE_COUNTRIES.find((c) => c.iso === iso)!),
  ...PHONE_COUNTRIES.filter(
    (c) => !(PREFERRED_PHONE_COUNTRIES as readonly string[]).includes(c.iso),
  ),
].map((c) => ({ value: c.dial, label: `${c.iso} +${c.dial}` }));
// CA shares +1 with the US: one choice per code. (The shipment wizard's address uses it too.)
export const CALLING_CODE_OPTIONS = CALLING_CODES.filter(
  (o, i) => CALLING_CODES.findIndex((p) => p.value === o.value) === i,
);

/**
 * The saved-address form (spec 2 §5): a Mexican postal code fills the state and city from the
 * postal catalogue and offers its colonies; elsewhere every field is free text. Accents are
 * stripped by the contract, as the carriers' label systems need.
 */
export function AddressForm({
  address,
  submitting,
  onSubmit,
}: {
  address?: SavedAddress;
  submitting: boolean;
  onSubmit: (values: SavedAddressForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodFormResolver(ZSavedAddressForm) as never,
    defaultValues: toValues(address),
  });
  const { control } = form;
  const submit = useRecordSubmit(form, (values) => onSubmit(values as SavedAddressForm));
  const countries = useCountryChoices().data;
  const [countryId, callingCode] = useWatch({ control, name: ['country_id', 'calling_code'] });
  const country = countries?.find((c) => String(c.id) === String(countryId));
  const mexico = isMexico(country?.code);
  useDefaultCountry(form, countries, address);
  useEffect(() => {
    form.setValue('country_code', country?.code ?? '');
  }, [country, form]);
  useClearPlaceOnCountryChange(form, String(countryId ?? ''));
  const colonies = usePlaceFill(form, mexico);

  const text = (
    name: keyof Values & string,
    label: string,
    opts: { required?: boolean; max?: number; autoComplete?: string; size?: number } = {},
  ) => (
    <Grid size={{ xs: 12, sm: opts.size ?? 6 }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        required={opts.required}
        autoComplete={opts.autoComplete}
        slotProps={opts.max ? { htmlInput: { maxLength: opts.max } } : undefined}
      />
    </Grid>
  );

  return (
    <RecordFormCard
      label={t('addresses.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('addresses')}
    >
      {text('aka', t('addresses.fields.aka'), { required: true, max: 50 })}
      {text('name', t('addresses.fields.name'), {
        required: true,
        max: ADDRESS_LIMITS.name,
        autoComplete: 'name',
      })}
      {text('company', t('addresses.fields.company'), {
        required: true,
        max: 80,
        autoComplete: 'organization',
      })}
      {text('email', t('addresses.fields.email'), { required: true, autoComplete: 'email' })}
      <Grid size={{ xs: 5, sm: 2 }}>
        <FormSelect
          control={control}
          name="calling_code"
          label={t('addresses.fields.calling_code')}
          options={CALLING_CODE_OPTIONS}
        />
      </Grid>
      <Grid size={{ xs: 7, sm: 4 }}>
        <FormPhoneField
          control={control}
          name="phone"
          label={t('addresses.fields.phone')}
          required
          dial={String(callingCode || '52')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="country_id"
          label={t('addresses.fields.country')}
          emptyLabel={t('addresses.chooseCountry')}
          options={(countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PostalCodeField
          control={control}
          name="postal_code"
          label={t('addresses.fields.postal_code')}
          mexico={mexico}
        />
      </Grid>
      {text('state', t('addresses.fields.state'), { max: 80, autoComplete: 'address-level1' })}
      {text('city', t('addresses.fields.city'), {
        required: true,
        max: ADDRESS_LIMITS.city,
        autoComplete: 'address-level2',
      })}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="neighborhood"
          label={t('addresses.fields.neighborhood')}
          autoComplete="address-level3"
          helperText={
            colonies.length > 1
              ? t('addresses.coloniesHint', { count: colonies.length })
              : undefined
          }
          slotProps={{ htmlInput: { list: 'address-colonies', maxLength: 80 } }}
        />
        <datalist id="address-colonies">
          {colonies.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </Grid>
      {text('street', t('addresses.fields.street'), {
        required: true,
        max: ADDRESS_LIMITS.street,
        autoComplete: 'address-line1',
      })}
      {text('number', t('addresses.fields.number'), { required: true, max: 20, size: 3 })}
      {text('interior_number', t('addresses.fields.interior_number'), { max: 20, size: 3 })}
      {text('rfc', t('addresses.fields.rfc'), { max: 13 })}
      {text('reference', t('addresses.fields.reference'), {
        max: ADDRESS_LIMITS.reference,
        size: 12,
      })}
    </RecordFormCard>
  );
}

/** A new address starts in Mexico once the country list is in. */
function useDefaultCountry(
  form: UseFormReturn<Values>,
  countries: { id: number; code: string | null }[] | undefined,
  address: SavedAddress | undefined,
) {
  useEffect(() => {
    if (address || !countries || form.getValues('country_id')) return;
    const mx = countries.find((c) => c.code === DEFAULT_PHONE_COUNTRY);
    if (mx) form.setValue('country_id', String(mx.id));
  }, [address, countries, form]);
}

/**
 * A state, city and colony belong to their country: another country chosen clears them (back in
 * Mexico the postal code fills them again). The first country set (the default, or the kept
 * address's) clears nothing. Runs before the place fill.
 */
function useClearPlaceOnCountryChange(form: UseFormReturn<Values>, countryId: string) {
  const seen = useRef(countryId);
  useEffect(() => {
    const before = seen.current;
    seen.current = countryId;
    if (!before || !countryId || before === countryId) return;
    for (const field of ['state', 'city', 'neighborhood'] as const)
      form.setValue(field, '', { shouldDirty: true });
  }, [countryId, form]);
}

/**
 * When a Mexican postal code is found, its state and city fill the form (the person may still
 * change them) and its colonies become the neighbourhood's suggestions; one colony fills it.
 */
function usePlaceFill(form: UseFormReturn<Values>, mexico: boolean): string[] {
  const postalCode = String(useWatch({ control: form.control, name: 'postal_code' }) ?? '').trim();
  const place = usePostalCodePlace(postalCode, mexico).data;
  useEffect(() => {
    // The look-up's cached answer outlives a switch to another country: only Mexico uses it.
    if (!place || !mexico) return;
    const dirty = form.formState.dirtyFields;
    if (place.state?.name && (!form.getValues('state') || dirty.postal_code))
      form.setValue('state', place.state.name, { shouldDirty: true });
    const city = place.city || place.municipality;
    if (city && (!form.getValues('city') || dirty.postal_code))
      form.setValue('city', city, { shouldDirty: true });
    const names = place.settlements?.map((s) => s.name) ?? [];
    if (names.length === 1 && !form.getValues('neighborhood'))
      form.setValue('neighborhood', names[0]!, { shouldDirty: true });
  }, [place, mexico, form]);
  return mexico && place ? (place.settlements?.map((s) => s.name) ?? []) : [];
}
