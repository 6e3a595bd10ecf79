import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Inventory2 from '@mui/icons-material/Inventory2';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Locale, Shipment } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { streetLine } from './AddressBlock';
import { CarrierCell } from './CarrierCell';
import { ManualLabelButton } from './ManualLabelButton';
import { ShipmentStatusCell } from './ShipmentStatusChip';
import { TrackingCopyCell } from './TrackingCopyCell';

const column = createColumnHelper<Shipment>();

/**
 * The wizard step a half-made shipment continues at (spec 2 §2: Select rate, Pack), only when
 * the server says the caller may take it (an operator reads customers' drafts, acts on none).
 */
export function ContinueButton({ shipment, t }: { shipment: Shipment; t: TFunction }) {
  if (shipment.step === 'rating' && shipment.actions.select_rate)
    return (
      <Button
        size="small"
        variant="contained"
        startIcon={<RequestQuote />}
        component={Link}
        to={pathTo('newRate', { shipmentId: shipment.id })}
      >
        {t('shipments.selectRate')}
      </Button>
    );
  if (shipment.step === 'packaging' && shipment.actions.pack)
    return (
      <Button
        size="small"
        variant="contained"
        startIcon={<Inventory2 />}
        component={Link}
        to={pathTo('newParcel', { shipmentId: shipment.id })}
      >
        {t('shipments.pack')}
      </Button>
    );
  return null;
}

/** How the list words dates and money: the reader's language, the tenant's time zone. */
export interface ShipmentColumnsFormat {
  locale: Locale;
  timeZone?: string;
}

export const shipmentColumns = (t: TFunction, { locale, timeZone }: ShipmentColumnsFormat) => [
  column.accessor('sequential_id', {
    header: t('shipments.columns.number'),
    meta: { primary: true, sortable: true },
    cell: ({ row: { original: s } }) => `#${s.sequential_id}`,
  }),
  column.display({
    id: 'carrier',
    header: t('shipments.columns.carrier'),
    cell: ({ row: { original: s } }) => <CarrierCell shipment={s} />,
  }),
  column.display({
    id: 'tracking_number',
    header: t('shipments.columns.trackingNumber'),
    cell: ({ row: { original: s } }) => <TrackingCopyCell trackingNumber={s.tracking_number} />,
  }),
  column.display({
    id: 'destination_name',
    header: t('shipments.columns.destinationName'),
    // The recipient and, under it, the street: one column, so the wide table still fits.
    cell: ({ row: { original: s } }) =>
      s.destination ? (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{s.destination.name}</Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {streetLine(s.destination, t)}
          </Typography>
        </Box>
      ) : (
        '—'
      ),
  }),
  column.accessor('status', {
    header: t('shipments.columns.status'),
    meta: { sortable: true },
    cell: ({ row: { original: s } }) => <ShipmentStatusCell shipment={s} />,
  }),
  column.accessor('created_at', {
    header: t('shipments.columns.createdAt'),
    meta: { sortable: true },
    // Day and time break onto two lines when the table is tight (never inside either).
    cell: ({ row: { original: s } }) => formatDateTime(s.created_at, locale, timeZone),
  }),
  column.accessor('total', {
    header: t('shipments.columns.total'),
    meta: { align: 'right' },
    cell: ({ row: { original: s } }) => (
      <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {s.total ? formatMoney(s.total, locale) : '—'}
      </span>
    ),
  }),
  column.display({
    id: 'actions',
    header: t('common.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: s } }) => (
      <>
        <ContinueButton shipment={s} t={t} />
        <ManualLabelButton shipment={s} />
      </>
    ),
  }),
];
