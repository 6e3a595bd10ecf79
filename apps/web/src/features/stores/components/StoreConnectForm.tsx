import { useMemo } from 'react';
import Grid from '@mui/material/Grid';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STORE_PROVIDERS, storeFormSchema, type StoreForm } from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { PROVIDER_NAMES } from './ProviderLogo';
import { EMPTY_STORE_FORM, toStoreRequest, type StoreFormValues } from './store-form-values';
import { WoocommerceFields } from './WoocommerceFields';

interface StoreConnectFormProps {
  /** The shops already connected: connecting one again is refused before asking the server. */
  existingShops: readonly string[];
  submitting: boolean;
  onSubmit: (store: StoreForm) => Promise<unknown>;
}

/**
 * The connect form (spec 2 §5): the provider and the shop; WooCommerce adds its REST keys,
 * API version and the sender address. It validates with the contract the server runs, plus
 * the "already connected" rule against the list.
 */
export function StoreConnectForm({ existingShops, submitting, onSubmit }: StoreConnectFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo<Resolver<StoreFormValues>>(() => {
    const validate = zodFormResolver(storeFormSchema(existingShops));
    return (values, context, options) =>
      validate(toStoreRequest(values) as never, context, options as never) as never;
  }, [existingShops]);
  const form = useForm<StoreFormValues>({ resolver, defaultValues: EMPTY_STORE_FORM });
  const { control } = form;
  const provider = useWatch({ control, name: 'provider' });
  const submit = useRecordSubmit(form, (values) => onSubmit(values as unknown as StoreForm));

  return (
    <RecordFormCard
      label={t('stores.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('stores')}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="provider"
          label={t('stores.fields.provider')}
          required
          options={STORE_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_NAMES[p] }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="shop"
          label={t('stores.fields.shopUrl')}
          required={provider !== 'tiendanube'}
          placeholder={t(`stores.placeholder.${provider}`)}
          helperText={t(`stores.help.${provider}`)}
          autoComplete="url"
          slotProps={{ htmlInput: { maxLength: 255, spellCheck: false, inputMode: 'url' } }}
        />
      </Grid>
      {provider === 'woocommerce' && <WoocommerceFields form={form} />}
    </RecordFormCard>
  );
}
