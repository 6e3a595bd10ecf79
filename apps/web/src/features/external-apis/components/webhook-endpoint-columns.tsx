import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Locale, WebhookEndpoint } from '@despacho/shared';
import { formatDateTime } from '../../../lib/format';
import { WebhookEndpointActions } from './WebhookEndpointActions';
import { DeliveryStatusChip, eventName } from './webhook-words';

const column = createColumnHelper<WebhookEndpoint>();

interface ColumnOptions {
  locale: Locale;
  timeZone: string;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotated: (endpoint: WebhookEndpoint) => void;
}

/** URL (and description, secret hint), events as chips, enabled, last delivery, actions. */
export const webhookEndpointColumns = (t: TFunction, o: ColumnOptions) => [
  column.accessor('url', {
    header: t('externalApis.webhooks.columns.url'),
    meta: { primary: true },
    cell: ({ row: { original: ep } }) => (
      <Stack spacing={0} sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {ep.url}
        </Typography>
        {ep.description && (
          <Typography variant="caption" color="text.secondary">
            {ep.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('externalApis.webhooks.secret.hint', { hint: ep.secret_hint })}
        </Typography>
      </Stack>
    ),
  }),
  column.accessor('events', {
    header: t('externalApis.webhooks.columns.events'),
    cell: (c) => (
      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
        {c.getValue().map((event) => (
          <Chip key={event} size="small" label={eventName(t, event)} />
        ))}
      </Stack>
    ),
  }),
  column.accessor('enabled', {
    header: t('externalApis.webhooks.columns.enabled'),
    cell: (c) => (
      <Chip
        size="small"
        variant="outlined"
        color={c.getValue() ? 'success' : 'default'}
        label={t(c.getValue() ? 'externalApis.webhooks.enabled' : 'externalApis.webhooks.disabled')}
      />
    ),
  }),
  column.accessor('last_delivery_status', {
    header: t('externalApis.webhooks.columns.last_delivery'),
    cell: ({ row: { original: ep } }) =>
      ep.last_delivery_status ? (
        <Stack spacing={0.5} alignItems="flex-start">
          <DeliveryStatusChip status={ep.last_delivery_status} />
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(ep.last_delivery_at, o.locale, o.timeZone)}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('externalApis.webhooks.noDeliveries')}
        </Typography>
      ),
  }),
  column.display({
    id: 'actions',
    header: t('externalApis.webhooks.columns.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: ep } }) => (
      <WebhookEndpointActions endpoint={ep} onEdit={o.onEdit} onRotated={o.onRotated} />
    ),
  }),
];
