import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CARRIER_ENVIRONMENTS,
  isEstafetaProvider,
  REDPACK_PROVIDER_CODE,
  STATUS_OPTIONS,
  ZCarrierInput,
  type Carrier,
  type CarrierInput,
} from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useValidatorChoices } from '../../reference/api/reference';
import { FormMultiPick } from '../../services/components/FormMultiPick';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { useProviders } from '../api/carriers';
import { CarrierExtraFields } from './CarrierExtraFields';
import { OversizeChargeFields } from './OversizeChargeFields';
import { ParcelLimitFields } from './ParcelLimitFields';
import { providerName } from '../../../lib/provider-name';

interface CarrierFormProps {
  carrier?: Carrier;
  submitting: boolean;
  onSubmit: (values: CarrierInput) => Promise<unknown>;
}

const text = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

const toValues = (c?: Carrier) =>
  ({
    name: c?.name ?? '',
    provider_id: text(c?.provider.id),
    status: c?.status ?? 'active',
    environment: c?.environment ?? 'production',
    pickup: c?.pickup ?? false,
    first_limit_size: text(c?.first_limit_size),
    first_limit_cost: text(c?.first_limit_cost),
    last_limit_size: text(c?.last_limit_size),
    last_limit_cost: text(c?.last_limit_cost),
    girth: text(c?.girth ?? 330),
    insurance_type: c?.insurance_type ?? 'none',
    insurance_percentage: text(c?.insurance_percentage ?? ''),
    insurance_amount: text(c?.insurance_amount ?? ''),
    max_weight: text(c?.max_weight),
    max_length: text(c?.max_length),
    max_width: text(c?.max_width),
    max_height: text(c?.max_height),
    static_package_dimensions: c?.static_package_dimensions ?? '',
    redpack_static_package: c?.redpack_static_package ?? '',
    use_redpack_static_package: c?.use_redpack_static_package ?? false,
    freeze_settings: c?.freeze_settings ?? false,
    shipment_limit: text(c?.shipment_limit),
    validator_ids: c?.validator_ids ?? [],
  }) as unknown as CarrierInput;

/**
 * Spec 3 §6 carrier form: the same contract the server checks. The freeze flag and the shipment
 * limit are the main admin's and the developer's; an admin does not see them.
 */
export function CarrierForm({ carrier, submitting, onSubmit }: CarrierFormProps) {
  const { t } = useTranslation();
  const providers = useProviders().data ?? [];
  const userType = useCurrentUser().data?.user_type;
  const owner = userType === 'main_admin' || userType === 'developer';
  const form = useForm({
    resolver: zodFormResolver(ZCarrierInput),
    defaultValues: toValues(carrier),
  });
  const { control } = form;
  const developer = userType === 'developer';
  const validators = useValidatorChoices(developer);
  const insuranceShown = useSettingValue('insurance') === '1';
  const providerId = Number(useWatch({ control, name: 'provider_id' }));
  const provider = providers.find((p) => p.id === providerId);
  const providerCode = provider?.code ?? carrier?.provider.code;
  const providerInsures =
    provider?.supports_insurance ??
    (carrier?.provider.id === providerId && carrier.provider.supports_insurance);
  const estafetaPackage = owner && isEstafetaProvider(providerCode);
  const redpackPackage = providerCode === REDPACK_PROVIDER_CODE;
  // Each role sends only what it may set (the server keeps the rest as it is).
  const submit = useRecordSubmit(form, (values) =>
    onSubmit({
      ...values,
      ...(owner ? {} : { freeze_settings: undefined, shipment_limit: undefined }),
      ...(developer ? {} : { validator_ids: undefined, pickup: undefined }),
      ...(estafetaPackage ? {} : { static_package_dimensions: undefined }),
      ...(redpackPackage ? {} : { use_redpack_static_package: false }),
    } as CarrierInput),
  );
  const field = (name: keyof CarrierInput, size = 4, required = false) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`carriers.fields.${name}`)}
        required={required}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Grid>
  );

  return (
    <RecordFormCard
      label={t('carriers.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('carriers')}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label={t('carriers.fields.name')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="provider_id"
          label={t('carriers.fields.provider_id')}
          emptyLabel={t('common.choose')}
          options={providers.map((p) => ({ value: String(p.id), label: providerName(t, p) }))}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="status"
          label={t('carriers.fields.status')}
          options={STATUS_OPTIONS.map((s) => ({ value: s, label: t(`carriers.statuses.${s}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="environment"
          label={t('carriers.fields.environment')}
          options={CARRIER_ENVIRONMENTS.map((e) => ({
            value: e,
            label: t(`carriers.environments.${e}`),
          }))}
        />
      </Grid>
      {field('girth', 4, true)}
      <ParcelLimitFields control={control} />
      <OversizeChargeFields tier="first" control={control} />
      <OversizeChargeFields tier="last" control={control} />
      <CarrierExtraFields
        control={control}
        insuranceShown={insuranceShown}
        providerInsures={providerInsures}
        estafetaPackage={estafetaPackage}
        redpackPackage={redpackPackage}
      />
      {owner && field('shipment_limit', 6)}
      {developer && (
        <Grid size={12}>
          <FormMultiPick
            control={control}
            name="validator_ids"
            label={t('carriers.fields.validator_ids')}
            options={validators.map((v) => ({ value: String(v.id), label: v.name }))}
          />
        </Grid>
      )}
      {developer && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox control={control} name="pickup" label={t('carriers.fields.pickup')} />
        </Grid>
      )}
      {owner && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox
            control={control}
            name="freeze_settings"
            label={t('carriers.fields.freeze_settings')}
          />
        </Grid>
      )}
    </RecordFormCard>
  );
}
