import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';
import { CarrierLogo } from './CarrierLogo';

/** The carrier's logo (as the detail shows it) and name; a draft has none yet. */
export function CarrierCell({ shipment: s }: { shipment: Shipment }) {
  const { t } = useTranslation();
  if (!s.carrier_name) return '—';
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <CarrierLogo
        name={s.carrier_name}
        url={s.carrier_logo_url}
        alt={t('shipments.list.logoOf', { name: s.carrier_name })}
        size="small"
      />
      <Typography variant="body2" component="span">
        {s.carrier_name}
      </Typography>
    </Stack>
  );
}
