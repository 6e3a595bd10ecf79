import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INSURANCE_TYPES, type CarrierInput } from '@despacho/shared';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';

interface Props {
  control: Control<CarrierInput>;
  /** Setting `insurance` is '1' (spec 3 §2). */
  insuranceShown: boolean;
  /** The chosen provider insures: `provider` is offered (spec 3 §4). */
  providerInsures: boolean;
  /** Developer or main admin and an Estafeta-type provider. */
  estafetaPackage: boolean;
  /** A carrier writer and the Redpack provider. */
  redpackPackage: boolean;
}

const decimal = { htmlInput: { inputMode: 'decimal' as const } };

/** The carrier form's insurance section and static packages, each shown only where it applies. */
export function CarrierExtraFields(p: Props) {
  const { t } = useTranslation();
  const { control } = p;
  const types = INSURANCE_TYPES.filter((i) => i !== 'provider' || p.providerInsures);
  return (
    <>
      {p.insuranceShown && (
        <>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h2">
              {t('carriers.sections.insurance')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormSelect
              control={control}
              name="insurance_type"
              label={t('carriers.fields.insurance_type')}
              helperText={p.providerInsures ? undefined : t('carriers.noProviderInsurance')}
              required
              options={types.map((i) => ({ value: i, label: t(`carriers.insuranceTypes.${i}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="insurance_percentage"
              label={t('carriers.fields.insurance_percentage')}
              helperText={t('carriers.insurancePercentageHelp')}
              slotProps={decimal}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="insurance_amount"
              label={t('carriers.fields.insurance_amount')}
              helperText={t('carriers.insuranceAmountHelp')}
              slotProps={decimal}
            />
          </Grid>
        </>
      )}
      {p.estafetaPackage && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="static_package_dimensions"
            label={t('carriers.fields.static_package_dimensions')}
            helperText={t('carriers.staticPackageHelp')}
          />
        </Grid>
      )}
      {p.redpackPackage && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="redpack_static_package"
              label={t('carriers.redpackFields.redpack_static_package')}
              helperText={t('carriers.staticPackageHelp')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormCheckbox
              control={control}
              name="use_redpack_static_package"
              label={t('carriers.redpackFields.use_redpack_static_package')}
            />
          </Grid>
        </>
      )}
    </>
  );
}
