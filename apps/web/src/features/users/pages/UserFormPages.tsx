import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useUser } from '../api/get-user';
import { useCreateUser, useUpdateUser } from '../api/save-user';
import { UserForm } from '../components/UserForm';

/** /users/new: back to the list (its filters restored) once saved. */
export function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateUser();
  return (
    <>
      <PageHeader title={t('users.new')} />
      <UserForm
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync(values).then((user) => {
            notify(
              t(values.password ? 'users.notices.createdConfirm' : 'users.notices.createdInvite', {
                email: user.email,
              }),
            );
            navigate(pathTo('users'));
          })
        }
      />
    </>
  );
}

/** /users/:id/edit. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = useRecordId();
  const user = useUser(id);
  const update = useUpdateUser();

  if (id === null || user.isError) {
    return (
      <LoadFailure
        error={id === null ? null : user.error}
        onRetry={() => void user.refetch()}
        notFoundTitle={t('users.notFound')}
        notFoundMessage={t('users.notFoundHelp')}
        backTo={pathTo('users')}
        backLabel={t('users.backToList')}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('users.edit')} subtitle={user.data?.email} />
      {user.isPending ? (
        <LoadingScreen />
      ) : (
        <UserForm
          user={user.data}
          submitting={update.isPending}
          onSubmit={(values) =>
            // The edit contract has no password: the resolver already left it out.
            update.mutateAsync({ id, user: values }).then(() => {
              notify(t('common.saved'));
              navigate(pathTo('users'));
            })
          }
        />
      )}
    </>
  );
}
