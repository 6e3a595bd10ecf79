import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PARCEL_TYPES,
  ZPackageForm,
  type Package,
  type PackageForm as PackageFormValues,
} from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import { useDocEnvelope } from '../../quotes/components/use-doc-envelope';

const toValues = (p?: Package) =>
  ({
    name: p?.name ?? '',
    parcel_type: p?.parcel_type ?? 'box',
    length: p ? String(p.length) : '',
    width: p ? String(p.width) : '',
    height: p ? String(p.height) : '',
    weight: p ? String(p.weight) : '',
    contents: p?.contents ?? '',
  }) as unknown as PackageFormValues;

/** A package template (spec 2 §2): name, type, sides in cm, weight in kg and contents. */
export function PackageForm({
  pkg,
  submitting,
  onSubmit,
}: {
  pkg?: Package;
  submitting: boolean;
  onSubmit: (values: PackageFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodFormResolver(ZPackageForm), defaultValues: toValues(pkg) });
  const { control } = form;
  const parcelType = useWatch({ control, name: 'parcel_type' });
  // A document template is the envelope: no sides to type, at most 0.5 kg (the same contract).
  useDocEnvelope(form, parcelType);
  const doc = parcelType === 'doc';
  const submit = useRecordSubmit(form, (v) => onSubmit(v as unknown as PackageFormValues));
  const measure = (name: 'length' | 'width' | 'height' | 'weight', unit: string) => (
    <Grid size={{ xs: 6, sm: 3 }}>
      <FormTextField
        control={control}
        name={name}
        label={t(`packages.fields.${name}`)}
        required
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        }}
      />
    </Grid>
  );
  return (
    <RecordFormCard
      label={t('packages.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('packages')}
    >
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('packages.fields.name')}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="parcel_type"
          label={t('packages.fields.parcel_type')}
          options={PARCEL_TYPES.map((type) => ({
            value: type,
            label: t(`packages.types.${type}`),
          }))}
        />
      </Grid>
      {doc ? (
        <Grid size={{ xs: 12, sm: 9 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('quotes.docHelp')}
          </Typography>
        </Grid>
      ) : (
        <>
          {measure('length', 'cm')}
          {measure('width', 'cm')}
          {measure('height', 'cm')}
        </>
      )}
      {measure('weight', 'kg')}
      <Grid size={12}>
        <FormTextField
          control={control}
          name="contents"
          label={t('packages.fields.contents')}
          helperText={t('packages.contentsHelp')}
          required
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Grid>
    </RecordFormCard>
  );
}
