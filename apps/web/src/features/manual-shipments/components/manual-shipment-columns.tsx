import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Shipment } from '@despacho/shared';
import { ManualLabelButton } from '../../shipments/components/ManualLabelButton';
import { ContinueButton } from '../../shipments/components/shipment-columns';
import { ShipmentStatusCell } from '../../shipments/components/ShipmentStatusChip';
import { ManualDownloadButton } from './ManualDownloadButton';

const column = createColumnHelper<Shipment>();

/** The manual-shipment list's row: who, where to, with what, and the label's state. */
export const manualShipmentColumns = (t: TFunction) => [
  column.accessor('sequential_id', {
    header: t('manualShipments.columns.number'),
    meta: { primary: true, sortable: true },
    cell: ({ row: { original: s } }) => `#${s.sequential_id}`,
  }),
  column.display({
    id: 'customer',
    header: t('manualShipments.columns.customer'),
    cell: ({ row: { original: s } }) => s.user?.email ?? '—',
  }),
  column.display({
    id: 'destination',
    header: t('manualShipments.columns.destination'),
    cell: ({ row: { original: s } }) =>
      s.destination ? `${s.destination.name} · ${s.destination.city}` : '—',
  }),
  column.display({
    id: 'service',
    header: t('manualShipments.columns.service'),
    cell: ({ row: { original: s } }) =>
      s.service_name ? `${s.carrier_name ?? ''} · ${s.service_name}` : '—',
  }),
  column.accessor('status', {
    header: t('manualShipments.columns.status'),
    meta: { sortable: true },
    cell: ({ row: { original: s } }) => <ShipmentStatusCell shipment={s} />,
  }),
  column.display({
    id: 'label',
    header: t('manualShipments.columns.label'),
    cell: ({ row: { original: s } }) =>
      s.manual_label ? (
        s.manual_label.tracking_number
      ) : (
        <Typography variant="body2" color="text.secondary" component="span">
          {t('manualShipments.noLabel')}
        </Typography>
      ),
  }),
  column.display({
    id: 'actions',
    header: t('common.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: s } }) => (
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        justifyContent={{ xs: 'flex-start', sm: 'flex-end' }}
      >
        <ContinueButton shipment={s} t={t} />
        <ManualDownloadButton shipment={s} />
        <ManualLabelButton shipment={s} />
      </Stack>
    ),
  }),
];
