import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useNotice } from '../api/get-notice';
import { useUpdateNotice } from '../api/update-notice';
import { NoticeForm } from '../components/NoticeForm';

export function NoticeEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = Number(useParams().id);
  const notice = useNotice(id);
  const update = useUpdateNotice();

  return (
    <>
      <PageHeader title={t('notices.edit')} />
      {notice.isPending ? (
        <LoadingScreen />
      ) : notice.isError ? (
        <Alert severity="error">{t('errors.notFound')}</Alert>
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
