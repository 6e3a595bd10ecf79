import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Locale, WebhookDelivery } from '@despacho/shared';
import { formatDateTime } from '../../../lib/format';
import { ResendButton } from './ResendButton';
import { DeliveryStatusChip, eventName } from './webhook-words';

const column = createColumnHelper<WebhookDelivery>();

interface ColumnOptions {
  locale: Locale;
  timeZone: string;
  endpointId: number;
}

/** Event, status, attempts, the receiver's response code, next retry, date, resend. */
export const deliveryColumns = (t: TFunction, o: ColumnOptions) => [
  column.accessor('event_type', {
    header: t('externalApis.deliveries.columns.event'),
    meta: { primary: true },
    cell: (c) => (
      <Stack spacing={0}>
        <span>{eventName(t, c.getValue())}</span>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {c.getValue()}
        </Typography>
      </Stack>
    ),
  }),
  column.accessor('status', {
    header: t('externalApis.deliveries.columns.status'),
    cell: (c) => <DeliveryStatusChip status={c.getValue()} />,
  }),
  column.accessor('attempts', { header: t('externalApis.deliveries.columns.attempts') }),
  column.accessor('response_status', {
    header: t('externalApis.deliveries.columns.response'),
    cell: (c) => c.getValue() ?? t('externalApis.deliveries.noResponse'),
  }),
  column.accessor('next_attempt_at', {
    header: t('externalApis.deliveries.columns.next_attempt_at'),
    cell: (c) => formatDateTime(c.getValue(), o.locale, o.timeZone),
  }),
  column.accessor('created_at', {
    header: t('externalApis.deliveries.columns.created_at'),
    cell: (c) => formatDateTime(c.getValue(), o.locale, o.timeZone),
  }),
  column.display({
    id: 'actions',
    header: '',
    meta: { align: 'right' },
    cell: ({ row: { original: d } }) => <ResendButton delivery={d} endpointId={o.endpointId} />,
  }),
];
