import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LinkOff from '@mui/icons-material/LinkOff';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@despacho/shared';
import { DataTable, useListParams } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useUser } from '../api/get-user';
import { useRemoveSubUser, useSubUsers } from '../api/sub-users';
import { AddSubUserDialog } from '../components/AddSubUserDialog';

const column = createColumnHelper<AdminUser>();

/** /users/:userId/subusers (spec 3 §2): who acts inside this account; add by e-mail, remove. */
export function SubUsersPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const parentId = useRecordId('userId');
  const parent = useUser(parentId);
  const params = useListParams();
  const list = useSubUsers(parentId ?? 0, params.query);
  const remove = useRemoveSubUser();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<AdminUser | null>(null);

  if (parentId === null || parent.isError) {
    return (
      <LoadFailure
        error={parentId === null ? null : parent.error}
        onRetry={() => void parent.refetch()}
        notFoundTitle={t('users.notFound')}
        notFoundMessage={t('users.notFoundHelp')}
        backTo={pathTo('users')}
        backLabel={t('users.backToList')}
      />
    );
  }
  const columns = [
    column.accessor('sequential_id', { header: t('users.columns.id') }),
    column.accessor('fullname', { header: t('users.columns.fullname'), meta: { primary: true } }),
    column.accessor('email', { header: t('users.columns.email') }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { align: 'right' },
      cell: ({ row: { original: sub } }) => (
        <Tooltip title={t('users.subUsers.remove')}>
          <IconButton
            size="small"
            color="error"
            onClick={() => setToRemove(sub)}
            aria-label={t('users.subUsers.removeNamed', { email: sub.email })}
          >
            <LinkOff fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    }),
  ];
  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(
      { parentId, subId: toRemove.id },
      {
        onSuccess: () => notify(t('users.subUsers.removed', { email: toRemove.email })),
        onError: (error) => handleError(error),
        onSettled: () => setToRemove(null),
      },
    );
  };
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
      {t('users.subUsers.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('users.subUsers.title')}
        subtitle={parent.data ? `${parent.data.fullname} · ${parent.data.email}` : undefined}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={pathTo('users')} startIcon={<ArrowBack />} color="inherit">
              {t('common.back')}
            </Button>
            {addButton}
          </Stack>
        }
      />
      <DataTable<AdminUser>
        label={t('users.subUsers.title')}
        columns={columns}
        rows={list.data?.data}
        pagination={list.data?.pagination}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        params={params}
        getRowId={(sub) => String(sub.id)}
        empty={{
          title: t('users.subUsers.emptyTitle'),
          description: t('users.subUsers.emptyHelp'),
        }}
      />
      {adding && <AddSubUserDialog parentId={parentId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('users.subUsers.removeTitle')}
        message={t('users.subUsers.removeMessage', { email: toRemove?.email ?? '' })}
        confirmLabel={t('users.subUsers.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
      />
    </>
  );
}
