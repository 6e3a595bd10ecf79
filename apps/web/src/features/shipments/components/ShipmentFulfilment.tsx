import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useRetryFulfilment } from '../api/retry-fulfilment';

type Status = NonNullable<Shipment['fulfilment_status']>;
const COLOURS: Record<Status, ChipProps['color']> = {
  pending: 'default',
  done: 'success',
  failed: 'error',
};

/** Whether the label reached the store's order: pending, sent, or failed with why and Retry. */
export function ShipmentFulfilment({ shipment: s }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const retry = useRetryFulfilment();
  if (!s.fulfilment_status) return null;
  return (
    <Stack spacing={0.5} alignItems="flex-start" data-testid="shipment-fulfilment">
      <Chip
        size="small"
        variant="outlined"
        color={COLOURS[s.fulfilment_status]}
        label={t(`shipments.fulfilment.${s.fulfilment_status}`)}
      />
      {s.fulfilment_status === 'failed' && (
        <>
          {s.fulfilment_error && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {s.fulfilment_error}
            </Typography>
          )}
          <Button
            size="small"
            startIcon={<Replay />}
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(s.id, {
                onSuccess: () => notify(t('shipments.fulfilment.retried')),
                onError: (e) => handleError(e),
              })
            }
          >
            {t('shipments.fulfilment.retry')}
          </Button>
        </>
      )}
    </Stack>
  );
}
