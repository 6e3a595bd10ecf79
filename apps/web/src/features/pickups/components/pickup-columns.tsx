import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Locale, Pickup } from '@despacho/shared';
import { formatDate } from '../../../lib/format';
import { PickupStatusChip } from './PickupStatusChip';
import { windowText } from './pickup-schedule';

const column = createColumnHelper<Pickup>();

export const pickupColumns = (t: TFunction, locale: Locale, timeZone: string) => [
  column.accessor('reference_number', {
    header: t('pickups.columns.reference'),
    meta: { sortable: true, primary: true },
    cell: ({ row: { original: p } }) => p.reference_number ?? t('pickups.noReference'),
  }),
  column.accessor('tracking_number', {
    header: t('pickups.columns.tracking'),
    cell: ({ row: { original: p } }) => (
      <Stack spacing={0}>
        <span style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {p.tracking_number ?? '—'}
        </span>
        <Typography variant="caption" color="text.secondary">
          {t('pickups.shipmentNumber', { number: p.shipment_sequential_id })}
        </Typography>
      </Stack>
    ),
  }),
  column.display({
    id: 'user',
    header: t('pickups.columns.user'),
    cell: ({ row: { original: p } }) => (
      <Stack spacing={0} sx={{ minWidth: 0 }}>
        <span>{p.user.fullname}</span>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {p.user.email}
        </Typography>
      </Stack>
    ),
  }),
  column.accessor('carrier_name', {
    header: t('pickups.columns.carrier'),
    cell: (c) => c.getValue() ?? '—',
  }),
  column.accessor('date_from', {
    header: t('pickups.columns.date'),
    meta: { sortable: true },
    cell: ({ row: { original: p } }) => (
      <Stack spacing={0}>
        <span>{formatDate(p.date_from, locale, timeZone)}</span>
        <Typography variant="caption" color="text.secondary">
          {windowText(p, locale, timeZone)}
        </Typography>
      </Stack>
    ),
  }),
  column.accessor('status', {
    header: t('pickups.columns.status'),
    cell: (c) => <PickupStatusChip status={c.getValue()} />,
  }),
];
