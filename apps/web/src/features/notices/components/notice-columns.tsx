import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Notice } from '@despacho/shared';
import { StatusChip } from '../../../components/layout/StatusChip';
import { formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { pathTo } from '../../../app/route-table';

const column = createColumnHelper<Notice>();

interface Actions {
  canUpdate: boolean;
  canDestroy: boolean;
  onDelete: (notice: Notice) => void;
}

/** Columns of the staff notice list; sortable ids are the API's whitelisted order fields. */
export const noticeColumns = (t: TFunction, { canUpdate, canDestroy, onDelete }: Actions) => [
  column.accessor('title', {
    header: t('notices.fields.title'),
    meta: { sortable: true, primary: true },
  }),
  column.accessor('notice_type', {
    header: t('notices.fields.notice_type'),
    meta: { sortable: true },
    cell: (c) => <StatusChip value={c.getValue()} label={t(`notices.types.${c.getValue()}`)} />,
  }),
  column.accessor('status', {
    header: t('notices.fields.status'),
    meta: { sortable: true },
    cell: ({ row: { original: n } }) =>
      n.expired ? (
        <StatusChip value="expired" label={t('notices.statuses.expired')} />
      ) : (
        <StatusChip value={n.status} label={t(`notices.statuses.${n.status}`)} />
      ),
  }),
  column.accessor('expires_at', {
    header: t('notices.fields.expires_at'),
    meta: { sortable: true },
    cell: (c) => formatDate(c.getValue(), currentLocale()),
  }),
  column.display({
    id: 'actions',
    header: t('common.actions'),
    meta: { align: 'right' },
    cell: ({ row: { original: notice } }) => (
      <Stack direction="row" spacing={0.5} justifyContent="flex-end">
        {canUpdate && (
          <Tooltip title={t('common.edit')}>
            <IconButton
              component={Link}
              to={pathTo('editNotice', { id: notice.id })}
              size="small"
              aria-label={t('notices.editNamed', { title: notice.title })}
            >
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {canDestroy && (
          <Tooltip title={t('common.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => onDelete(notice)}
              aria-label={t('notices.deleteNamed', { title: notice.title })}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    ),
  }),
];
