import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useNotice } from '../api/get-notice';
import { useUpdateNotice } from '../api/update-notice';
import { NoticeForm } from '../components/NoticeForm';

export function NoticeEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = useRecordId();
  const notice = useNotice(id);
  const update = useUpdateNotice();

  if (id === null || notice.isError) {
    return (
      <LoadFailure
        error={id === null ? null : notice.error}
        onRetry={() => void notice.refetch()}
        notFoundTitle={t('notices.notFound')}
        notFoundMessage={t('notices.notFoundHelp')}
        backTo={pathTo('notices')}
        backLabel={t('notices.backToList')}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('notices.edit')} />
      {notice.isPending ? (
        <LoadingScreen />
      ) : (
        <NoticeForm
          notice={notice.data}
          submitting={update.isPending}
          onSubmit={(values) =>
            update.mutateAsync({ id, notice: values }).then(() => {
              notify(t('common.saved'));
              navigate(pathTo('notices'));
            })
          }
        />
      )}
    </>
  );
}
