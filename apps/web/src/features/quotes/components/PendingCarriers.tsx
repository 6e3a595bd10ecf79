import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PendingCarrier } from '@despacho/shared';

/** While a streamed quote runs: which carriers are still being asked, beside a small spinner. */
export function PendingCarriers({ pending }: { pending: PendingCarrier[] }) {
  const { t } = useTranslation();
  if (pending.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status" sx={{ mb: 1 }}>
      <CircularProgress size={14} thickness={5} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {t('quotes.asking', { carriers: pending.map((p) => p.carrier_name).join(', ') })}
      </Typography>
    </Stack>
  );
}
