import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Carrier, CarrierQuoteHealth } from '@despacho/shared';
import { StatusChip } from '../../../components/layout/StatusChip';
import { QuoteSkipChip } from './QuoteSkipChip';
import { providerName } from '../../../lib/provider-name';

const column = createColumnHelper<Carrier>();

interface CarrierActions {
  canUpdate: boolean;
  canDelete: boolean;
  onToggle: (carrier: Carrier) => void;
  onDelete: (carrier: Carrier) => void;
  /** Carriers quotes skip for now, by carrier id (staff). */
  skipped?: Map<number, CarrierQuoteHealth>;
}

/** Activate is disabled at the shipment limit, with the limit and count in its tooltip (spec 3 §4). */
function ToggleButton({ c, t, onToggle }: { c: Carrier; t: TFunction; onToggle: () => void }) {
  const blocked = c.status !== 'active' && c.shipment_disabled;
  const button = (
    <Button
      size="small"
      disabled={blocked}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
    >
      {c.status === 'active' ? t('carriers.suspend') : t('carriers.activate')}
    </Button>
  );
  if (!blocked) return button;
  return (
    <Tooltip
      title={t('carriers.limitReached', { count: c.shipment_count, limit: c.shipment_limit })}
    >
      {/* A disabled button fires no events; the span carries the tooltip. */}
      <span onClick={(e) => e.stopPropagation()}>{button}</span>
    </Tooltip>
  );
}

export const carrierColumns = (t: TFunction, opts: CarrierActions) => [
  column.accessor('name', {
    header: t('carriers.fields.name'),
    meta: { sortable: true, primary: true },
    cell: ({ row: { original: c } }) => {
      const health = opts.skipped?.get(c.id);
      return (
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Avatar
            variant="rounded"
            src={c.logo_url ?? undefined}
            alt=""
            sx={{ width: 32, height: 32, fontSize: 14 }}
          >
            {c.name.slice(0, 1)}
          </Avatar>
          <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 0 }}>
            <span>{c.name}</span>
            {health && <QuoteSkipChip health={health} />}
          </Stack>
        </Stack>
      );
    },
  }),
  column.accessor((c) => providerName(t, c.provider), {
    id: 'provider',
    header: t('carriers.fields.provider_id'),
  }),
  column.accessor('services_count', { header: t('carriers.servicesCount') }),
  column.accessor('status', {
    header: t('carriers.fields.status'),
    meta: { sortable: true },
    cell: (c) => <StatusChip value={c.getValue()} label={t(`carriers.statuses.${c.getValue()}`)} />,
  }),
  column.display({
    id: 'actions',
    header: t('common.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: c } }) => (
      <Stack direction="row" spacing={0.5} justifyContent="flex-end" alignItems="center">
        {opts.canUpdate && <ToggleButton c={c} t={t} onToggle={() => opts.onToggle(c)} />}
        {opts.canDelete && (
          <Tooltip title={t('carriers.deleteNamed', { name: c.name })}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('carriers.deleteNamed', { name: c.name })}
              onClick={(e) => {
                e.stopPropagation();
                opts.onDelete(c);
              }}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    ),
  }),
];
