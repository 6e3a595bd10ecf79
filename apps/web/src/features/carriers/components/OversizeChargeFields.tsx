import { useId } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CarrierInput } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';

export type OversizeTier = 'first' | 'last';

const TIER_FIELDS: Record<OversizeTier, { size: keyof CarrierInput; cost: keyof CarrierInput }> = {
  first: { size: 'first_limit_size', cost: 'first_limit_cost' },
  last: { size: 'last_limit_size', cost: 'last_limit_cost' },
};

/**
 * One oversize charge of the carrier form as a titled group: "Lado más largo (cm)" and
 * "Cargo ($)" under the tier's name, so no label is cut in a narrow column, while each input's
 * accessible name still says which charge it belongs to ("Primer cargo…: Cargo ($)").
 */
export function OversizeChargeFields({
  tier,
  control,
}: {
  tier: OversizeTier;
  control: Control<CarrierInput>;
}) {
  const { t } = useTranslation();
  const title = t(`carriers.oversize.${tier}`);
  const uid = useId();
  const headingId = `${uid}-${tier}`;
  const helpId = `${uid}-${tier}-help`;
  return (
    <Grid
      size={{ xs: 12, md: 6 }}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={helpId}
    >
      <Typography id={headingId} variant="body2" fontWeight={600} component="p">
        {title}
      </Typography>
      <Typography id={helpId} variant="caption" color="text.secondary" component="p" mb={1.5}>
        {t(`carriers.oversize.${tier}Help`)}
      </Typography>
      <Grid container spacing={2}>
        {(['size', 'cost'] as const).map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              id={`${uid}-${TIER_FIELDS[tier][kind]}`}
              name={TIER_FIELDS[tier][kind]}
              label={t(`carriers.oversize.${kind}`)}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  'aria-label': t('carriers.oversize.fieldName', {
                    group: title,
                    field: t(`carriers.oversize.${kind}`),
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
