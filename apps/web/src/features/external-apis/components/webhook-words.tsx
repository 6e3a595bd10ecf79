import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@despacho/shared';

/** An event's human name ("label.purchased" → "Guía comprada"); an unknown type reads as is. */
export const eventName = (t: TFunction, type: string) =>
  t(`externalApis.events.${type.replace(/\./g, '_')}`, { defaultValue: type });

const COLOURS: Record<WebhookDeliveryStatus, ChipProps['color']> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
};

/** A delivery's status as a coloured chip. */
export function DeliveryStatusChip({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={t(`externalApis.deliveryStatuses.${status}`)}
    />
  );
}
