import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotices } from '../api/list-notices';
import { noticeColumns } from '../components/notice-columns';
import { noticeStatusOptions, noticeTypeOptions } from '../components/notice-options';

const FILTERS = ['status', 'notice_type'] as const;
const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/** /notices: staff list with search, filters, paging and sorting kept in the URL. */
export function NoticesListPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const params = useListParams(FILTERS, DEFAULT_SORT);
  const { data, isFetching, error, refetch } = useNotices(params.query);
  const remove = useDeleteNotice();
  const [toDelete, setToDelete] = useState<Notice | null>(null);
  const canCreate = ability.can('create', 'Notice');
  const canUpdate = ability.can('update', 'Notice');

  const newButton = canCreate && (
    <Button component={Link} to={pathTo('newNotice')} variant="contained" startIcon={<Add />}>
      {t('notices.new')}
    </Button>
  );
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify(t('notices.deleted')),
      onError: (error) => handleError(error),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader title={t('notices.title')} actions={newButton} />
      <DataTable<Notice>
        label={t('notices.title')}
        columns={noticeColumns(t, {
          canUpdate,
          canDestroy: ability.can('destroy', 'Notice'),
          onDelete: setToDelete,
        })}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        params={params}
        getRowId={(notice) => String(notice.id)}
        searchLabel={t('notices.search')}
        filters={[
          { field: 'status', label: t('notices.fields.status'), options: noticeStatusOptions(t) },
          {
            field: 'notice_type',
            label: t('notices.fields.notice_type'),
            options: noticeTypeOptions(t),
          },
        ]}
        onRowClick={
          canUpdate ? (notice) => navigate(pathTo('editNotice', { id: notice.id })) : undefined
        }
        rowLabel={(notice) => t('notices.editNamed', { title: notice.title })}
        empty={{
          title: t('notices.emptyTitle'),
          description: t('notices.emptyHelp'),
          action: newButton,
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('notices.deleteTitle')}
        message={t('notices.deleteMessage', { title: toDelete?.title ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
