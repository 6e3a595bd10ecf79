import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Locale, Overweight } from '@despacho/shared';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { EvidenceLink } from './EvidenceLink';
import { formatKg } from './overweight-format';
import { OverweightRowActions } from './OverweightRowActions';
import { OverweightStatusChip } from './OverweightStatusChip';

const column = createColumnHelper<Overweight>();

interface ColumnOptions {
  locale: Locale;
  timeZone: string;
  /** Staff see the carrier, the customer and the evidence file (spec 2 "Overweights"). */
  staff: boolean;
}

const caption = (text: string) => (
  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
    {text}
  </Typography>
);

/**
 * Customers: shipment, tracking number, kilos over, amount, status, date, evidence description
 * and their actions. Staff also: carrier, user (id, name, e-mail) and the evidence download.
 */
export const overweightColumns = (t: TFunction, o: ColumnOptions) => [
  column.accessor((ow) => ow.shipment.sequential_id, {
    id: 'shipment',
    header: t('overweights.columns.shipment'),
    meta: { primary: true },
    cell: ({ row: { original: ow } }) => (
      <Stack spacing={0}>
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('overweights.shipmentNumber', { number: ow.shipment.sequential_id })}
        </span>
        {/* Staff have more columns: the tracking number rides under the shipment. */}
        {o.staff && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {ow.tracking_number}
          </Typography>
        )}
      </Stack>
    ),
  }),
  ...(o.staff
    ? []
    : [
        column.accessor('tracking_number', {
          header: t('overweights.columns.tracking_number'),
          cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{c.getValue()}</span>,
        }),
      ]),
  ...(o.staff
    ? [
        column.display({
          id: 'provider',
          header: t('overweights.columns.provider'),
          cell: ({ row: { original: ow } }) => (
            <Stack spacing={0}>
              <span>{ow.shipment.carrier_name ?? ow.provider?.name ?? '—'}</span>
              {ow.shipment.service_name && caption(ow.shipment.service_name)}
            </Stack>
          ),
        }),
        column.display({
          id: 'user',
          header: t('overweights.columns.user'),
          cell: ({ row: { original: ow } }) =>
            ow.user ? (
              <Stack spacing={0} sx={{ minWidth: 150 }}>
                <span>{ow.user.name}</span>
                {caption(t('overweights.detail.userId', { id: ow.user.id }))}
                {caption(ow.user.email)}
              </Stack>
            ) : (
              '—'
            ),
        }),
      ]
    : []),
  // Staff have more columns: the kilos over ride under the amount.
  ...(o.staff
    ? []
    : [
        column.accessor('overweight', {
          header: t('overweights.columns.overweight'),
          meta: { align: 'right', sortable: true },
          cell: (c) => t('overweights.kg', { value: formatKg(c.getValue(), o.locale) }),
        }),
      ]),
  column.accessor('amount', {
    header: t('overweights.columns.amount'),
    meta: { align: 'right', sortable: true },
    cell: ({ row: { original: ow } }) => (
      <Stack spacing={0}>
        <span>{formatMoney(ow.amount, o.locale)}</span>
        {o.staff && caption(t('overweights.kgOver', { value: formatKg(ow.overweight, o.locale) }))}
      </Stack>
    ),
  }),
  column.accessor('status', {
    header: t('overweights.columns.status'),
    cell: (c) => <OverweightStatusChip status={c.getValue()} />,
  }),
  column.accessor('created_at', {
    header: t('overweights.columns.created_at'),
    meta: { sortable: true },
    cell: (c) => formatDateTime(c.getValue(), o.locale, o.timeZone),
  }),
  column.display({
    id: 'evidence',
    header: t('overweights.columns.evidence'),
    cell: ({ row: { original: ow } }) => (
      <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 120 }}>
        {ow.evidence_description ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {ow.evidence_description}
          </Typography>
        ) : (
          !(o.staff && ow.evidence_file_url) && '—'
        )}
        {o.staff && ow.evidence_file_url && <EvidenceLink overweight={ow} />}
      </Stack>
    ),
  }),
  column.display({
    id: 'actions',
    header: t('overweights.columns.actions'),
    cell: ({ row: { original: ow } }) => <OverweightRowActions overweight={ow} />,
  }),
];
