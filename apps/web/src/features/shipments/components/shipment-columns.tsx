import Button from '@mui/material/Button';
import Inventory2 from '@mui/icons-material/Inventory2';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Shipment } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { streetLine } from './AddressBlock';
import { ManualLabelButton } from './ManualLabelButton';
import { ShipmentStatusCell } from './ShipmentStatusChip';

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

export const shipmentColumns = (t: TFunction) => [
  column.accessor('sequential_id', {
    header: t('shipments.columns.number'),
    meta: { primary: true, sortable: true },
    cell: ({ row: { original: s } }) => `#${s.sequential_id}`,
  }),
  column.display({
    id: 'destination_name',
    header: t('shipments.columns.destinationName'),
    cell: ({ row: { original: s } }) => s.destination?.name ?? '—',
  }),
  column.display({
    id: 'destination_street',
    header: t('shipments.columns.destinationStreet'),
    cell: ({ row: { original: s } }) => (s.destination ? streetLine(s.destination, t) : '—'),
  }),
  column.accessor('status', {
    header: t('shipments.columns.status'),
    meta: { sortable: true },
    cell: ({ row: { original: s } }) => <ShipmentStatusCell shipment={s} />,
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
