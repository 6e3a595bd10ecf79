import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';

/** The carrier's logo (as the detail shows it) and name; a draft has none yet. */
export function CarrierCell({ shipment: s }: { shipment: Shipment }) {
  const { t } = useTranslation();
  if (!s.carrier_name) return '—';
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Avatar
        variant="rounded"
        src={s.carrier_logo_url ?? undefined}
        alt={t('shipments.list.logoOf', { name: s.carrier_name })}
        sx={{
          width: 36,
          height: 22,
          fontSize: '0.8rem',
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          '& img': { objectFit: 'contain' },
        }}
      >
        {s.carrier_name.slice(0, 1)}
      </Avatar>
      <Typography variant="body2" component="span">
        {s.carrier_name}
      </Typography>
    </Stack>
  );
}
