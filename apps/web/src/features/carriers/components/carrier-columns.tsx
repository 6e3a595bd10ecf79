import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Carrier } from '@despacho/shared';
import { StatusChip } from '../../../components/layout/StatusChip';

const column = createColumnHelper<Carrier>();

export const carrierColumns = (
  t: TFunction,
  opts: { canUpdate: boolean; onToggle: (carrier: Carrier) => void },
) => [
  column.accessor('name', {
    header: t('carriers.fields.name'),
    meta: { sortable: true, primary: true },
    cell: ({ row: { original: c } }) => (
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Avatar
          variant="rounded"
          src={c.logo_url ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, fontSize: 14 }}
        >
          {c.name.slice(0, 1)}
        </Avatar>
        <span>{c.name}</span>
      </Stack>
    ),
  }),
  column.accessor((c) => c.provider.name, {
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
    cell: ({ row: { original: c } }) =>
      opts.canUpdate && (
        <Button
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            opts.onToggle(c);
          }}
        >
          {c.status === 'active' ? t('carriers.suspend') : t('carriers.activate')}
        </Button>
      ),
  }),
];
