import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PARCEL_TYPES,
  ZParcelForm,
  type Package,
  type ParcelForm,
  type Shipment,
} from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { UnsavedChangesScope } from '../../../components/form/unsaved-changes';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { currentLocale } from '../../../lib/i18n';
import { useRecordId } from '../../../lib/use-record-id';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useAppAbility } from '../../../app/ability';
import { useShipment } from '../api/get-shipment';
import { useSetParcel } from '../api/set-parcel';
import { draftFor } from './new-shipment-draft';
import { CheckboxField } from './CheckboxField';
import { PackagePicker } from './PackagePicker';
import { fromPackage, liveVolumetricKg, parcelValues, type ParcelValues } from './parcel-values';
import { SatProductField } from './SatProductField';
import { useDocEnvelope } from '../../quotes/components/use-doc-envelope';
import { useFiscalRedirect } from './use-fiscal-redirect';
import { useWizardRedirect } from './use-wizard-redirect';
import { WizardActions } from './WizardActions';
import { WizardNotFound } from './WizardNotFound';
import { WizardHeader } from './WizardHeader';

/**
 * /shipments/:shipmentId/parcels/new (step 2 of 3). A shipment already at the rate step goes
 * straight there (spec 2 §2) unless the user came to change the parcel (`?edit=1`, the rate
 * screen's parcel card).
 */
export function ParcelStepPage() {
  const id = useRecordId('shipmentId');
  const shipment = useShipment(id);
  const editing = useSearchParams()[0].get('edit') === '1';
  const stays = useWizardRedirect('packaging', shipment.data, (s) =>
    s.step === 'rating' && !editing ? 'rating' : null,
  );
  if (id === null || shipment.isError)
    return (
      <WizardNotFound
        error={id === null ? null : shipment.error}
        onRetry={() => void shipment.refetch()}
      />
    );
  return (
    <>
      <WizardHeader active="packaging" shipment={shipment.data} />
      {shipment.isPending || !stays ? (
        <LoadingScreen />
      ) : (
        <ParcelForm key={shipment.data.id} shipment={shipment.data} />
      )}
    </>
  );
}

function ParcelForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const readOnly = !shipment.actions.edit_addresses;
  const [defaults] = useState(() =>
    parcelValues(shipment.parcel, draftFor(shipment)?.quote ?? null),
  );
  const form = useForm<ParcelValues>({
    resolver: zodFormResolver(ZParcelForm) as never,
    defaultValues: defaults,
  });
  const { control } = form;
  const setParcel = useSetParcel();
  const values = useWatch({ control }) as ParcelValues;
  const doc = values.parcel_type === 'doc';
  useDocEnvelope(form, values.parcel_type);
  const volumetric = doc ? null : liveVolumetricKg(values);

  const toVerify = useFiscalRedirect();
  const submit = useRecordSubmit(form, async (parcel) => {
    try {
      await setParcel.mutateAsync({ id: shipment.id, parcel: parcel as unknown as ParcelForm });
      await navigate(pathTo('newRate', { shipmentId: shipment.id }));
    } catch (error) {
      if (!toVerify(error)) throw error;
    }
  });
  const pick = (p: Package) => {
    for (const [key, value] of Object.entries(fromPackage(p)))
      form.setValue(key as keyof ParcelValues, value as never, { shouldDirty: true });
    form.clearErrors();
  };

  const measure = (field: 'length' | 'width' | 'height' | 'weight') => (
    <Grid key={field} size={{ xs: 6, sm: 3 }}>
      <FormTextField
        control={control}
        name={field}
        label={t(`quotes.${field}`)}
        required
        disabled={readOnly}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Grid>
  );

  return (
    <UnsavedChangesScope>
      <form noValidate onSubmit={submit} aria-label={t('wizard.steps.packaging')}>
        <Card variant="outlined" sx={{ maxWidth: 880 }}>
          <CardContent>
            <Grid container spacing={2}>
              {readOnly && (
                <Grid size={12}>
                  <Alert severity="info">{t('wizard.parcel.readOnly')}</Alert>
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 6 }}>
                {ability.can('read', 'Package') && !readOnly && <PackagePicker onPick={pick} />}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect
                  control={control}
                  name="parcel_type"
                  label={t('quotes.parcelType')}
                  required
                  disabled={readOnly}
                  options={PARCEL_TYPES.map((p) => ({
                    value: p,
                    label: t(`quotes.parcelTypes.${p}`),
                  }))}
                />
              </Grid>
              {doc ? (
                <Grid size={12}>
                  <Typography variant="body2" color="text.secondary">
                    {t('quotes.docHelp')}
                  </Typography>
                </Grid>
              ) : (
                <>
                  {(['length', 'width', 'height', 'weight'] as const).map(measure)}
                  <Grid size={12}>
                    <Typography variant="body2" aria-live="polite" data-testid="volumetric-weight">
                      {t('wizard.parcel.volumetric', {
                        weight:
                          volumetric === null
                            ? '—'
                            : new Intl.NumberFormat(currentLocale(), {
                                minimumFractionDigits: 2,
                                maximumFractionDigits: 2,
                              }).format(volumetric),
                      })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('wizard.parcel.volumetricHelp')}
                    </Typography>
                  </Grid>
                </>
              )}
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="contents"
                  label={t('wizard.parcel.contents')}
                  helperText={t('packages.contentsHelp')}
                  required
                  disabled={readOnly}
                  slotProps={{ htmlInput: { maxLength: 255 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>
                <SatProductField
                  control={control}
                  name="sat_product_id"
                  label={t('wizard.parcel.satProduct')}
                  disabled={readOnly}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  control={control}
                  name="declared_tax_value"
                  label={t('wizard.parcel.declaredValue')}
                  required
                  disabled={readOnly}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              </Grid>
              <Grid size={12}>
                <CheckboxField
                  control={control}
                  name="insure_package"
                  label={t('wizard.parcel.insure')}
                  disabled={readOnly}
                />
                {values.parcel_type === 'box' && !readOnly && (
                  <SaveAsPackage form={form} values={values} />
                )}
              </Grid>
            </Grid>
          </CardContent>
        </Card>
        {readOnly ? (
          <WizardActions
            submitting={false}
            label={t('common.next')}
            onContinue={() => void navigate(pathTo('newRate', { shipmentId: shipment.id }))}
          />
        ) : (
          <WizardActions submitting={form.formState.isSubmitting} />
        )}
      </form>
    </UnsavedChangesScope>
  );
}

/**
 * "Save as a package" (a box only): it needs a valid parcel, so it cannot be ticked before the
 * form is complete and unticks itself as soon as the form stops being valid (spec 2 §2).
 */
function SaveAsPackage({
  form,
  values,
}: {
  form: UseFormReturn<ParcelValues>;
  values: ParcelValues;
}) {
  const { t } = useTranslation();
  const valid = ZParcelForm.safeParse(values).success;
  const ticked = !!values.save_as_package;
  useEffect(() => {
    if (ticked && !valid) form.setValue('save_as_package', false);
  }, [ticked, valid, form]);
  return (
    <CheckboxField
      control={form.control}
      name="save_as_package"
      label={t('wizard.parcel.saveAsPackage')}
      disabled={!valid}
      helperText={
        valid ? t('wizard.parcel.saveAsPackageHelp') : t('wizard.parcel.saveAsPackageInvalid')
      }
    />
  );
}
