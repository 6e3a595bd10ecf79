import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentStatus } from '@despacho/shared';

/** Spec 2 §2: error and canceled red, pending_cancellation orange; success green, delivered
 * blue, a shipment still being made grey. */
export const STATUS_COLOURS: Record<ShipmentStatus, ChipProps['color']> = {
  pending: 'default',
  success: 'success',
  error: 'error',
  canceled: 'error',
  pending_cancellation: 'warning',
  delivered: 'info',
};

export function ShipmentStatusChip({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOURS[status]}
      label={t(`shipments.statuses.${status}`)}
      data-status={status}
    />
  );
}

/** The status chip, and under it the wizard step while the shipment is not finished. */
export function ShipmentStatusCell({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} alignItems="flex-start">
      <ShipmentStatusChip status={shipment.status} />
      {shipment.step !== 'confirmed' && (
        <Typography variant="caption" color="text.secondary">
          {t(`shipments.steps.${shipment.step}`)}
        </Typography>
      )}
    </Stack>
  );
}
