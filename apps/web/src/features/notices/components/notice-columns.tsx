import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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

/** Columns of the staff notice list; sortable ids are the API's whitelisted order fields. */
export const noticeColumns = (t: TFunction, canUpdate: boolean) => [
  column.accessor('title', { header: t('notices.fields.title'), meta: { sortable: true } }),
  column.accessor('notice_type', {
    header: t('notices.fields.notice_type'),
    meta: { sortable: true },
    cell: (c) => <StatusChip value={c.getValue()} label={t(`notices.types.${c.getValue()}`)} />,
  }),
  column.accessor('status', {
    header: t('notices.fields.status'),
    meta: { sortable: true },
    cell: (c) => <StatusChip value={c.getValue()} label={t(`notices.statuses.${c.getValue()}`)} />,
  }),
  column.accessor('expires_at', {
    header: t('notices.fields.expires_at'),
    meta: { sortable: true },
    cell: (c) => formatDate(c.getValue(), currentLocale()),
  }),
  column.display({
    id: 'actions',
    header: t('common.actions'),
    cell: (c) =>
      canUpdate && (
        <Tooltip title={t('common.edit')}>
          <IconButton
            component={Link}
            to={pathTo('editNotice', { id: c.row.original.id })}
            size="small"
            aria-label={t('notices.editNamed', { title: c.row.original.title })}
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
  }),
];
