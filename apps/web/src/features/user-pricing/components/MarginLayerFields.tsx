import { useId } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserServiceAmountsInput } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';

export type MarginLayer = 'admin' | 'owner' | 'platform';

/** Each margin layer's two overrides: a percent of the price and a fixed amount. */
export const LAYER_FIELDS: Record<
  MarginLayer,
  { percent: keyof UserServiceAmountsInput; amount: keyof UserServiceAmountsInput }
> = {
  admin: { percent: 'client_percentage', amount: 'international_amount' },
  owner: { percent: 'main_admin_percent', amount: 'main_admin_amount' },
  platform: { percent: 'international_percent', amount: 'international_amount_dev' },
};

/**
 * One margin layer as a titled group: "Porcentaje (%)" and "Monto fijo ($)" under the layer's
 * name, so a phone shows every label whole (one long label per field was cut at 390px). The
 * accessible name still says which layer each field belongs to.
 */
export function MarginLayerFields({
  layer,
  control,
}: {
  layer: MarginLayer;
  control: Control<UserServiceAmountsInput>;
}) {
  const { t } = useTranslation();
  const title = t(`userPricing.layers.${layer}`);
  const uid = useId();
  const headingId = `${uid}-${layer}`;
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 4 }} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="p" mb={1}>
        {title}
      </Typography>
      <Grid container spacing={1}>
        {(['percent', 'amount'] as const).map((kind) => (
          <Grid key={kind} size={6}>
            <FormTextField
              control={control}
              id={`${uid}-${LAYER_FIELDS[layer][kind]}`}
              name={LAYER_FIELDS[layer][kind]}
              label={t(`userPricing.margin.${kind}`)}
              size="small"
              placeholder={t('userPricing.asService')}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  'aria-label': t('userPricing.margin.fieldName', {
                    layer: title,
                    kind: t(`userPricing.margin.${kind}`),
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
