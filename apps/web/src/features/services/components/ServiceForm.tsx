import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ALL_WEEK_DAYS,
  GENERIC_PROVIDER_CODE,
  isEstafetaProvider,
  SERVICE_TYPES,
  STATUS_OPTIONS,
  validatorsForServiceType,
  ZServiceInput,
  type Service,
  type ServiceInput,
} from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCarrier, useProviders } from '../../carriers/api/carriers';
import { useCountryChoices } from '../../quotes/api/get-countries';
import { useValidatorChoices } from '../../reference/api/reference';
import { useZoneChoices } from '../api/services';
import { FormMultiPick } from './FormMultiPick';
import { CountriesPick, ExchangeRateField, ServiceCodeField, WeekDays } from './ServiceFormParts';

interface ServiceFormProps {
  service?: Service;
  /** The carrier the service belongs to: its provider lists the codes and says if use_of_kg applies. */
  carrierId: number;
  cancelTo: string;
  submitting: boolean;
  onSubmit: (values: ServiceInput) => Promise<unknown>;
}

const text = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

const toValues = (s: Service | undefined, mexicoId: number | undefined) =>
  ({
    name: s?.name ?? '',
    code: s?.code ?? '',
    status: s?.status ?? 'active',
    service_type: s?.service_type ?? 'national',
    days: text(s?.days ?? ''),
    extra_kg_price: text(s?.extra_kg_price ?? '0'),
    extra_kg_overweight_price: text(s?.extra_kg_overweight_price ?? '0'),
    oversize_kg_price: text(s?.oversize_kg_price ?? '0'),
    zone: s?.zone ?? '',
    extended_zone_price: text(s?.extended_zone_price ?? '0'),
    girth_amount: text(s?.girth_amount ?? '0'),
    use_of_kg: s?.use_of_kg ?? false,
    start_at: s?.start_at ?? '',
    end_at: s?.end_at ?? '',
    exchange_rate: text(s?.exchange_rate ?? 1),
    international_percent: text(s?.international_percent),
    international_amount_dev: text(s?.international_amount_dev),
    main_admin_percent: text(s?.main_admin_percent),
    main_admin_amount: text(s?.main_admin_amount),
    client_percentage: text(s?.client_percentage),
    international_amount: text(s?.international_amount),
    trackable: s?.trackable ?? true,
    has_pickup: s?.has_pickup ?? false,
    use_quoted_rates: s?.use_quoted_rates ?? false,
    use_static_rates: s?.use_static_rates ?? true,
    edit_admin_cost: s?.edit_admin_cost ?? false,
    week_days: s?.week_days ?? [...ALL_WEEK_DAYS],
    country_ids: s?.country_ids ?? (mexicoId ? [mexicoId] : []),
    zone_ids: s?.zone_ids ?? [],
    validator_ids: s?.validator_ids ?? [],
  }) as unknown as ServiceInput;

/**
 * Spec 3 §3 service form, checked by the same contract as the server. Each margin layer shows
 * only to the role that owns it: the system layer to developers, the tenant layer to main admins
 * and developers; the zones only for a zonal service.
 */
export function ServiceForm({
  service,
  carrierId,
  cancelTo,
  submitting,
  onSubmit,
}: ServiceFormProps) {
  const { t } = useTranslation();
  const carrier = useCarrier(carrierId).data;
  const provider = (useProviders().data ?? []).find((p) => p.id === carrier?.provider.id);
  const providerCode = carrier?.provider.code;
  const codeTypes =
    providerCode && providerCode !== GENERIC_PROVIDER_CODE
      ? (provider?.service_types ?? null)
      : null;
  const estafeta = isEstafetaProvider(providerCode);
  const userType = useCurrentUser().data?.user_type;
  const countries = useCountryChoices().data ?? [];
  const zones = useZoneChoices().data ?? [];
  const mexicoId = countries.find((c) => c.code === 'MX')?.id;
  const form = useForm({
    resolver: zodFormResolver(ZServiceInput),
    defaultValues: toValues(service, mexicoId),
  });
  const { control } = form;
  const developer = userType === 'developer';
  const validators = useValidatorChoices(developer);
  const submit = useRecordSubmit(form, (values) =>
    onSubmit(developer ? values : ({ ...values, validator_ids: undefined } as ServiceInput)),
  );
  const type = useWatch({ control, name: 'service_type' });
  const owner = userType === 'main_admin' || userType === 'developer';
  const field = (name: keyof ServiceInput, size = 4, required = false, help = false) => (
    <Grid size={{ xs: 12, sm: 6, md: size }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`services.fields.${name}`)}
        helperText={help ? t(`services.help.${name}`) : undefined}
        required={required}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Grid>
  );
  const section = (key: string) => (
    <Grid size={12}>
      <Typography variant="subtitle2" component="h2">
        {t(`services.sections.${key}`)}
      </Typography>
    </Grid>
  );

  return (
    <RecordFormCard
      label={t('services.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={cancelTo}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label={t('services.fields.name')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ServiceCodeField control={control} types={codeTypes} current={service?.code} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="service_type"
          label={t('services.fields.service_type')}
          options={SERVICE_TYPES.map((s) => ({ value: s, label: t(`services.types.${s}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="status"
          label={t('services.fields.status')}
          options={STATUS_OPTIONS.map((s) => ({ value: s, label: t(`carriers.statuses.${s}`) }))}
        />
      </Grid>
      {field('days', 4, true)}
      <CountriesPick control={control} countries={countries} />
      {type === 'zonal' && (
        <Grid size={12}>
          <FormMultiPick
            control={control}
            name="zone_ids"
            label={t('services.fields.zone_ids')}
            options={zones.map((z) => ({ value: String(z.id), label: z.name }))}
            required
          />
        </Grid>
      )}
      {section('prices')}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormCheckbox
          control={control}
          name="use_static_rates"
          label={t('services.fields.use_static_rates')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormCheckbox
          control={control}
          name="use_quoted_rates"
          label={t('services.fields.use_quoted_rates')}
        />
      </Grid>
      {field('extra_kg_price', 4, true, true)}
      {field('extra_kg_overweight_price', 4, true, true)}
      {field('oversize_kg_price', 4, true, true)}
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="zone"
          label={t('services.fields.zone')}
          emptyLabel={t('services.noExtendedZone')}
          options={zones.map((z) => ({ value: z.name, label: z.name }))}
        />
      </Grid>
      {field('extended_zone_price')}
      {field('girth_amount')}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <ExchangeRateField control={control} current={service?.exchange_rate} />
      </Grid>
      {section('margins')}
      {userType === 'developer' && field('international_percent')}
      {userType === 'developer' && field('international_amount_dev')}
      {owner && field('main_admin_percent')}
      {owner && field('main_admin_amount')}
      {field('client_percentage')}
      {field('international_amount')}
      {section('options')}
      <Grid size={12}>
        <WeekDays control={control} />
      </Grid>
      {(['start_at', 'end_at'] as const).map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={name}
            type="time"
            label={t(`services.fields.${name}`)}
            helperText={t('services.hoursHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormCheckbox control={control} name="trackable" label={t('services.fields.trackable')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormCheckbox control={control} name="has_pickup" label={t('services.fields.has_pickup')} />
      </Grid>
      {estafeta && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormCheckbox control={control} name="use_of_kg" label={t('services.fields.use_of_kg')} />
        </Grid>
      )}
      {developer && (
        <Grid size={12}>
          <FormMultiPick
            control={control}
            name="validator_ids"
            label={t('services.fields.validator_ids')}
            options={validatorsForServiceType(validators, type ?? 'national').map((v) => ({
              value: String(v.id),
              label: v.name,
            }))}
          />
        </Grid>
      )}
      {owner && (
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="edit_admin_cost"
            label={t('services.fields.edit_admin_cost')}
          />
        </Grid>
      )}
    </RecordFormCard>
  );
}
