import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LIMITS, isMexico, truncateReference, type SavedAddress } from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormPhoneField } from '../../../components/form/FormPhoneField';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { CALLING_CODE_OPTIONS } from '../../addresses/components/AddressForm';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import type { CountryChoice } from '../../quotes/api/get-countries';
import { PostalCodeField } from '../../quotes/components/PostalCodeField';
import { addressFields, prefixOf, type AddressEnd, type AddressesValues } from './address-values';
import { useCountryChange, usePlaceFill } from './address-place';
import { AddressSummary } from './AddressSummary';
import { ColonyField } from './ColonyField';
import { SavedAddressPicker } from './SavedAddressPicker';

type Form = UseFormReturn<AddressesValues>;
type FieldName = keyof AddressesValues['origin_attributes'];

/** What the tenant's settings fix for this end (disable_email / disable_phone_number). */
export interface LockedContact {
  email?: string;
  phone?: string;
}

interface AddressCardProps {
  end: AddressEnd;
  form: Form;
  countries: CountryChoice[] | undefined;
  locked: LockedContact;
  /**
   * The postal code of the address being changed: its state and city are kept as they are. (A
   * ref holding it is read once, for callers written against the first version of this card.)
   */
  keptPostalCode: string | null | { current: string | null };
  /** Set when the reference was cut to 35 characters (and so told). */
  truncated: boolean;
  onTruncated: (truncated: boolean) => void;
  canUseBook: boolean;
  /** A prefilled address (the default origin): the card starts folded to its summary. */
  summary?: SavedAddress;
}

/** On a phone these wait behind "Más datos" (issue 25), unless one of them has an error. */
const MORE_FIELDS = ['company', 'rfc', 'reference'] as const;

/** One of step 1's two addresses: the book, the contact, the place (spec 2 §2, §5). */
export function AddressCard(props: AddressCardProps) {
  const { end, form, countries, locked, truncated, onTruncated } = props;
  // The postal code the current state and city came with (a saved or kept address).
  const [initialKept] = useState(() => {
    const k = props.keptPostalCode;
    return k !== null && typeof k === 'object' ? k.current : k;
  });
  const keptRef = useRef(initialKept);
  const { t } = useTranslation();
  const { control } = form;
  const prefix = prefixOf(end);
  const name = (field: FieldName) => `${prefix}.${field}` as const;
  const [countryId, callingCode] = useWatch({
    control,
    name: [name('country_id'), name('calling_code')],
  });
  const country = countries?.find((c) => String(c.id) === String(countryId));
  const mexico = isMexico(country?.code);
  const countryCode = country?.code ?? '';
  useEffect(() => {
    form.setValue(`${prefix}.country_code`, countryCode);
  }, [countryCode, form, prefix]);
  // Before the place fill: back in Mexico the clearing comes first, then the postal code's place.
  const countryRef = useCountryChange(form, prefix, String(countryId ?? ''), keptRef);
  const colonies = usePlaceFill(form, prefix, mexico, keptRef);
  const phone = useIsPhone();
  const [folded, setFolded] = useState(!!props.summary);
  const [more, setMore] = useState(false);
  // Every validation message stays reachable: an error unfolds what hides its field.
  const errors = useFormState({ control, name: prefix }).errors[prefix];
  const errorKey = Object.keys(errors ?? {}).join();
  const [seenErrors, setSeenErrors] = useState('');
  if (errorKey !== seenErrors) {
    setSeenErrors(errorKey);
    if (errorKey) setFolded(false);
    if (MORE_FIELDS.some((f) => errorKey.split(',').includes(f))) setMore(true);
  }
  const showMore = !phone || more || truncated;

  const pick = (a: SavedAddress) => {
    keptRef.current = a.postal_code;
    // A saved address brings its country with its own state and city: nothing to clear.
    if (a.country_id != null) countryRef.current = String(a.country_id);
    const fields = addressFields(a);
    for (const [key, value] of Object.entries(fields) as [FieldName, string][]) {
      if (key === 'email' && locked.email !== undefined) continue;
      if ((key === 'phone' || key === 'calling_code') && locked.phone !== undefined) continue;
      // A saved address without a country keeps the one chosen (Mexico by default).
      if ((key === 'country_id' || key === 'country_code') && !value) continue;
      form.setValue(name(key), value, { shouldDirty: true });
    }
    form.clearErrors(prefix);
    onTruncated(false);
  };

  const text = (
    field: FieldName,
    opts: {
      max?: number;
      size?: number;
      xs?: number;
      autoComplete?: string;
      required?: boolean;
    } = {},
  ) => (
    <Grid size={{ xs: opts.xs ?? 12, sm: opts.size ?? 6 }}>
      <FormTextField
        control={control}
        name={name(field)}
        label={t(`addresses.fields.${field}`)}
        required={opts.required ?? true}
        autoComplete={opts.autoComplete ? `section-${end} ${opts.autoComplete}` : 'off'}
        slotProps={opts.max ? { htmlInput: { maxLength: opts.max } } : undefined}
      />
    </Grid>
  );

  if (folded && props.summary)
    return <AddressSummary end={end} address={props.summary} onChange={() => setFolded(false)} />;
  const titleId = `wizard-${end}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={12}>
            <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600}>
              {t(`wizard.address.${end}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`wizard.address.${end}Help`)}
            </Typography>
          </Grid>
          {props.canUseBook && (
            <Grid size={12}>
              <SavedAddressPicker id={`wizard-${end}-saved`} onPick={pick} />
            </Grid>
          )}
          {text('name', { max: ADDRESS_LIMITS.name, size: 12, autoComplete: 'name' })}
          <Grid size={12}>
            <FormTextField
              control={control}
              name={name('email')}
              label={t('addresses.fields.email')}
              type="email"
              required
              disabled={locked.email !== undefined}
              helperText={
                locked.email !== undefined ? t('wizard.address.lockedBySettings') : undefined
              }
              autoComplete={`section-${end} email`}
            />
          </Grid>
          <Grid size={{ xs: 5, sm: 4 }}>
            <FormSelect
              control={control}
              name={name('calling_code')}
              label={t('addresses.fields.calling_code')}
              options={CALLING_CODE_OPTIONS}
              disabled={locked.phone !== undefined}
            />
          </Grid>
          <Grid size={{ xs: 7, sm: 8 }}>
            <FormPhoneField
              control={control}
              name={name('phone')}
              label={t('addresses.fields.phone')}
              required
              disabled={locked.phone !== undefined}
              helperText={
                locked.phone !== undefined ? t('wizard.address.lockedBySettings') : undefined
              }
              autoComplete={`section-${end} tel-national`}
              dial={String(callingCode || '52')}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <FormSelect
              control={control}
              name={name('country_id')}
              label={t('addresses.fields.country')}
              required
              emptyLabel={countries ? t('addresses.chooseCountry') : t('common.loading')}
              options={(countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </Grid>
          <Grid size={{ xs: 6 }}>
            <PostalCodeField
              control={control}
              name={name('postal_code')}
              label={t('addresses.fields.postal_code')}
              mexico={mexico}
            />
          </Grid>
          {text('state', { max: 80, xs: 6, autoComplete: 'address-level1' })}
          {text('city', { max: ADDRESS_LIMITS.city, xs: 6, autoComplete: 'address-level2' })}
          <Grid size={12}>
            <ColonyField
              control={control}
              name={name('neighborhood')}
              label={t('addresses.fields.neighborhood')}
              colonies={colonies}
              helperText={
                colonies.length > 1
                  ? t('addresses.coloniesHint', { count: colonies.length })
                  : undefined
              }
            />
          </Grid>
          {text('street', { max: ADDRESS_LIMITS.street, autoComplete: 'address-line1', size: 8 })}
          {text('number', { max: 20, size: 4, xs: 6 })}
          {text('interior_number', { max: 20, required: false, size: 4, xs: 6 })}
          {phone && (
            <Grid size={12}>
              <Button
                size="small"
                onClick={() => setMore((m) => !m)}
                aria-expanded={showMore}
                aria-controls={`wizard-${end}-more`}
                endIcon={showMore ? <ExpandLess /> : <ExpandMore />}
              >
                {t('wizard.address.more')}
              </Button>
            </Grid>
          )}
          {showMore && (
            <Grid size={12} container spacing={2} id={`wizard-${end}-more`}>
              {text('company', { max: 80, autoComplete: 'organization' })}
              {text('rfc', { max: 13, required: false })}
              <Grid
                size={12}
                onBlur={() => {
                  const current = String(form.getValues(name('reference')) ?? '');
                  const cut = truncateReference(current);
                  if (!cut.truncated) return;
                  form.setValue(name('reference'), cut.value, {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  });
                  onTruncated(true);
                }}
              >
                <FormTextField
                  control={control}
                  name={name('reference')}
                  label={t('addresses.fields.reference')}
                  helperText={t('wizard.address.referenceHelp', { max: ADDRESS_LIMITS.reference })}
                  slotProps={{ htmlInput: { maxLength: ADDRESS_LIMITS.reference_input } }}
                />
              </Grid>
            </Grid>
          )}
          {truncated && (
            <Grid size={12}>
              <Alert severity="warning" onClose={() => onTruncated(false)}>
                {t('wizard.address.referenceTruncated', { max: ADDRESS_LIMITS.reference })}
              </Alert>
            </Grid>
          )}
          <Grid size={12}>
            <FormCheckbox control={control} name={name('save')} label={t('wizard.address.save')} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
