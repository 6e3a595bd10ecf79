import { useEffect } from 'react';
import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cfdiUsesFor,
  rfcKind,
  SAT_CFDI_USES,
  SAT_FISCAL_REGIME_CATALOGUE,
  SAT_PAYMENT_FORMS,
  ZFiscalDataReceptorForm,
  type FiscalDataForm as Values,
  type FiscalDataValues,
  type FiscalDatum,
} from '@despacho/shared';
import { FormSelect, type SelectOption } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useCountryChoices } from '../../quotes/api/get-countries';
import { useStateChoices } from '../api/fiscal-places';
import { useClearPlaceOnCountryChange, useFiscalPlaceFill } from './use-fiscal-place';

interface FiscalDataFormProps {
  saved: FiscalDatum | null;
  submitting: boolean;
  onSubmit: (values: FiscalDataValues) => Promise<unknown>;
}

const toValues = (d: FiscalDatum | null): Values => ({
  business_name: d?.business_name ?? '',
  rfc: d?.rfc ?? '',
  fiscal_regime: d?.fiscal_regime ?? '',
  payment_form: d?.payment_form ?? '',
  cfdi_use: d?.cfdi_use ?? '',
  email: d?.email ?? '',
  phone: d?.phone ?? '',
  country_id: d ? String(d.country_id) : '',
  state: d?.state ?? '',
  street: d?.street ?? '',
  number: d?.number ?? '',
  interior_number: d?.interior_number ?? '',
  neighborhood: d?.neighborhood ?? '',
  city: d?.city ?? '',
  postal_code: d?.postal_code ?? '',
});

const coded = (rows: readonly { id: string; name: string }[], ids?: string[]): SelectOption[] =>
  rows
    .filter((r) => !ids || ids.includes(r.id))
    .map((r) => ({ value: r.id, label: `${r.id} - ${r.name}` }));

/**
 * The customer's fiscal data (spec 3 §5, CFDI 4.0 receptor): the régimen list follows the RFC's
 * kind (12 characters a company, 13 a person) and the uso de CFDI list follows the régimen, as
 * SAT's catalogues say; the state list waits for a country and empties when it changes; in Mexico
 * the postal code fills state, city and colony from SEPOMEX. The server checks all of it again.
 */
export function FiscalDataForm({ saved, submitting, onSubmit }: FiscalDataFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, FiscalDataValues>({
    resolver: zodFormResolver(ZFiscalDataReceptorForm),
    defaultValues: toValues(saved),
  });
  const { control, setValue, getValues } = form;
  const submit = useRecordSubmit(form, onSubmit);
  const [rfc, regime, countryId] = useWatch({
    control,
    name: ['rfc', 'fiscal_regime', 'country_id'],
  });
  const countries = useCountryChoices();
  const country = Number(countryId) || 0;
  const states = useStateChoices(country);
  const kind = rfcKind(String(rfc ?? '').trim());
  const uses = cfdiUsesFor(String(regime ?? ''));
  const usesKey = uses.join();
  const savedState = saved?.state;
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.name, label: s.name }));
  const mexico = countries.data?.find((c) => String(c.id) === String(countryId))?.code === 'MX';
  useClearPlaceOnCountryChange(form, String(countryId ?? ''));
  const place = useFiscalPlaceFill(
    form,
    mexico,
    stateOptions.map((o) => o.value),
  );
  // Spec 3 §9's whole catalogue, for the RFC's kind; SAT's CFDI 4.0 refuses 609, 628-630 as a
  // receptor's régimen, so they say so (and the form and the server refuse them).
  const regimeOptions = SAT_FISCAL_REGIME_CATALOGUE.filter((r) => kind === null || r[kind]).map(
    (r) => ({
      value: r.id,
      label: `${r.id} - ${r.name}${r.cfdi40 ? '' : ` (${t('fiscal.notCfdi40')})`}`,
    }),
  );
  if (savedState && !stateOptions.some((o) => o.value === savedState))
    stateOptions.unshift({ value: savedState, label: savedState });

  // A new form starts in Mexico (every CFDI receptor has a Mexican fiscal address).
  useEffect(() => {
    const mexico = countries.data?.find((c) => c.code === 'MX');
    if (mexico && !getValues('country_id')) setValue('country_id', String(mexico.id));
  }, [countries.data, getValues, setValue]);
  // A use the new régimen does not allow is cleared, so the list never shows a hidden choice.
  useEffect(() => {
    const current = getValues('cfdi_use');
    if (current && !usesKey.split(',').includes(String(current))) setValue('cfdi_use', '');
  }, [usesKey, getValues, setValue]);

  const text = (name: keyof Values, required = true, size = 6, max?: number) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`fiscal.fields.${name}`)}
        required={required}
        slotProps={max ? { htmlInput: { maxLength: max } } : undefined}
      />
    </Grid>
  );

  return (
    <RecordFormCard
      label={t('fiscal.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('home')}
    >
      {text('business_name')}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="rfc"
          label={t('fiscal.fields.rfc')}
          required
          helperText={kind ? t(`fiscal.kind.${kind}`) : t('fiscal.rfcHelp')}
          slotProps={{ htmlInput: { maxLength: 13, style: { textTransform: 'uppercase' } } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="fiscal_regime"
          label={t('fiscal.fields.fiscal_regime')}
          required
          emptyLabel={t('common.choose')}
          helperText={
            SAT_FISCAL_REGIME_CATALOGUE.find((r) => r.id === regime)?.cfdi40 === false
              ? t('fiscal.notCfdi40Help')
              : undefined
          }
          options={regimeOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="cfdi_use"
          label={t('fiscal.fields.cfdi_use')}
          required
          disabled={uses.length === 0}
          helperText={uses.length === 0 ? t('fiscal.cfdiUseHelp') : undefined}
          emptyLabel={t('common.choose')}
          options={coded(SAT_CFDI_USES, uses)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="payment_form"
          label={t('fiscal.fields.payment_form')}
          required
          emptyLabel={t('common.choose')}
          options={coded(SAT_PAYMENT_FORMS)}
        />
      </Grid>
      {text('email', false)}
      {text('phone', true, 6, 10)}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="country_id"
          label={t('fiscal.fields.country_id')}
          required
          emptyLabel={t('common.choose')}
          options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Grid>
      {states.data && stateOptions.length === 0 ? (
        text('state')
      ) : (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="state"
            label={t('fiscal.fields.state')}
            required
            disabled={!country}
            emptyLabel={t('common.choose')}
            options={stateOptions}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="postal_code"
          label={t('fiscal.fields.postal_code')}
          required
          helperText={
            place.unknown
              ? t('fiscal.postalCodeUnknown')
              : mexico
                ? t('fiscal.postalCodeHelp')
                : undefined
          }
          slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="neighborhood"
          label={t('fiscal.fields.neighborhood')}
          required
          helperText={
            place.colonies.length > 1
              ? t('fiscal.coloniesHint', { count: place.colonies.length })
              : undefined
          }
          slotProps={{ htmlInput: { list: 'fiscal-colonies', maxLength: 254 } }}
        />
        <datalist id="fiscal-colonies">
          {place.colonies.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </Grid>
      {text('city')}
      {text('street')}
      {text('number', false, 3)}
      {text('interior_number', false, 3)}
    </RecordFormCard>
  );
}
