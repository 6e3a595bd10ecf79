import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WOOCOMMERCE_VERSIONS } from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useStateChoices } from '../../fiscal/api/fiscal-places';
import { useCountryChoices } from '../../quotes/api/get-countries';
import type { StoreFormValues } from './store-form-values';

type Address = keyof StoreFormValues['woocommerce_address'];

/** WooCommerce's REST keys, API version, and the address its orders ship from (spec 2 §5). */
export function WoocommerceFields({ form }: { form: UseFormReturn<StoreFormValues> }) {
  const { t } = useTranslation();
  const { control } = form;
  const countries = useCountryChoices().data ?? [];
  const countryId = useWatch({ control, name: 'woocommerce_address.country_id' });
  const states = useStateChoices(Number(countryId) || 0);
  useClearStateOnCountryChange(form, countryId);
  useMexicoByDefault(form, countryId, countries);

  const text = (name: 'api_key' | 'api_secret', label: string) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 255, spellCheck: false } }}
      />
    </Grid>
  );
  const address = (name: Address, max: number, autoComplete?: string, size = 6) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={control}
        name={`woocommerce_address.${name}`}
        label={t(`stores.address.${name}`)}
        required
        autoComplete={autoComplete}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
    </Grid>
  );

  return (
    <>
      <Grid size={12}>
        <Alert severity="info">{t('stores.help.woocommerceKeys')}</Alert>
      </Grid>
      {text('api_key', t('stores.fields.apiKey'))}
      {text('api_secret', t('stores.fields.apiSecret'))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="woocommerce_version"
          label={t('stores.fields.version')}
          options={[...WOOCOMMERCE_VERSIONS].reverse().map((v) => ({
            value: String(v),
            label: `${v}.x`,
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="woocommerce_legacy_api"
          label={t('stores.fields.legacyApi')}
          options={[
            { value: 'false', label: t('stores.no') },
            { value: 'true', label: t('stores.yes') },
          ]}
        />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h2">
          {t('stores.address.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('stores.address.help')}
        </Typography>
      </Grid>
      {address('name', 35, 'name')}
      {address('company', 80, 'organization')}
      {address('email', 254, 'email')}
      {address('phone', 30, 'tel')}
      {address('street', 60, 'street-address')}
      {address('neighborhood', 80)}
      {address('city', 35, 'address-level2')}
      {address('postal_code', 7, 'postal-code')}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="woocommerce_address.country_id"
          label={t('stores.address.country')}
          emptyLabel={t('stores.address.chooseCountry')}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="woocommerce_address.state"
          label={t('stores.address.state')}
          disabled={!countryId || states.isPending}
          emptyLabel={
            countryId ? t('stores.address.chooseState') : t('stores.address.countryFirst')
          }
          options={(states.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        />
      </Grid>
    </>
  );
}

/** Another country's states are other states: a state picked before no longer applies. */
function useClearStateOnCountryChange(form: UseFormReturn<StoreFormValues>, countryId: string) {
  const previous = useRef(countryId);
  useEffect(() => {
    if (previous.current === countryId) return;
    previous.current = countryId;
    form.setValue('woocommerce_address.state', '');
  }, [countryId, form]);
}

/** Spec 2: the default country is Mexico; the merchant's shop almost always ships from there. */
function useMexicoByDefault(
  form: UseFormReturn<StoreFormValues>,
  countryId: string,
  countries: readonly { id: number; code: string | null }[],
) {
  useEffect(() => {
    if (countryId) return;
    const mexico = countries.find((c) => c.code === 'MX');
    if (mexico) form.setValue('woocommerce_address.country_id', String(mexico.id));
  }, [countryId, countries, form]);
}
