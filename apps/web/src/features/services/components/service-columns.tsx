import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Service } from '@despacho/shared';
import { StatusChip } from '../../../components/layout/StatusChip';

const column = createColumnHelper<Service>();

interface ServiceActions {
  canUpdate: boolean;
  canDelete: boolean;
  onToggle: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** A carrier's services: activate on suspended ones, suspend on active ones, delete (developers). */
export const serviceColumns = (t: TFunction, opts: ServiceActions) => [
  column.accessor('name', { header: t('services.fields.name'), meta: { primary: true } }),
  column.accessor('code', { header: t('services.fields.code') }),
  column.accessor('service_type', {
    header: t('services.fields.service_type'),
    cell: (c) => t(`services.types.${c.getValue()}`),
  }),
  column.accessor('days', { header: t('services.fields.days') }),
  column.accessor('prices_count', { header: t('services.pricesCount') }),
  column.accessor('status', {
    header: t('services.fields.status'),
    cell: (c) => <StatusChip value={c.getValue()} label={t(`carriers.statuses.${c.getValue()}`)} />,
  }),
  column.display({
    id: 'actions',
    header: t('common.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: s } }) => (
      <Stack direction="row" spacing={0.5} justifyContent="flex-end" alignItems="center">
        {opts.canUpdate && (
          <Button
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              opts.onToggle(s);
            }}
          >
            {s.status === 'active' ? t('carriers.suspend') : t('carriers.activate')}
          </Button>
        )}
        {opts.canDelete && (
          <Tooltip title={t('services.deleteNamed', { name: s.name })}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('services.deleteNamed', { name: s.name })}
              onClick={(e) => {
                e.stopPropagation();
                opts.onDelete(s);
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
