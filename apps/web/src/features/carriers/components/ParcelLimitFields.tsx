import { useId } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CarrierInput } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';

const LIMITS = ['max_weight', 'max_length', 'max_width', 'max_height'] as const;

/**
 * The parcel's maximum weight and sides as one titled group: "Largo (cm)" under "Límites del
 * paquete" fits a quarter of the form where "Maximum length (cm)" was cut, and each input's
 * accessible name still says it is a limit ("Límites del paquete: Largo (cm)").
 */
export function ParcelLimitFields({ control }: { control: Control<CarrierInput> }) {
  const { t } = useTranslation();
  const title = t('carriers.sections.limits');
  const uid = useId();
  const headingId = `${uid}-limits`;
  return (
    <Grid size={12} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h2" mb={1.5}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {LIMITS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
            <FormTextField
              control={control}
              name={name}
              label={t(`carriers.limits.${name}`)}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  'aria-label': t('carriers.oversize.fieldName', {
                    group: title,
                    field: t(`carriers.limits.${name}`),
                  }),
                },
              }}
            />
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
