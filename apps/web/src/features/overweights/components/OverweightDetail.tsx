import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Overweight } from '@despacho/shared';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { formatKg } from './overweight-format';

/** The expanded row: what the carrier measured against what the label paid for. */
export function OverweightDetail({ overweight: o }: { overweight: Overweight }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const kg = (v: string | null) => (v ? t('overweights.kg', { value: formatKg(v, locale) }) : '—');
  const d = o.carrier_package_dimensions;
  const lines: [string, string][] = [
    [t('overweights.detail.service'), o.shipment.service_name ?? '—'],
    [t('overweights.detail.billed_weight'), kg(o.shipment.billed_weight)],
    [t('overweights.detail.carrier_weight'), kg(o.carrier_weight)],
    [t('overweights.detail.carrier_volumetric_weight'), kg(o.carrier_volumetric_weight)],
    [
      t('overweights.detail.dimensions'),
      d
        ? t('overweights.detail.dimensionsValue', {
            length: formatKg(d.length, locale),
            width: formatKg(d.width, locale),
            height: formatKg(d.height, locale),
          })
        : '—',
    ],
    [t('overweights.detail.unit_price'), formatMoney(o.unit_price, locale)],
  ];
  return (
    <Box
      component="section"
      aria-label={t('overweights.detail.label', { number: o.shipment.sequential_id })}
      sx={{ py: 1 }}
    >
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('overweights.detail.measurements')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(110px, 45%) 1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
