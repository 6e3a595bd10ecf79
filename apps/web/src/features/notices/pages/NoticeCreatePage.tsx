import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useCreateNotice } from '../api/create-notice';
import { NoticeForm } from '../components/NoticeForm';

export function NoticeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateNotice();
  return (
    <>
      <PageHeader title={t('notices.new')} />
      <NoticeForm
        submitting={create.isPending}
        onSubmit={(values) =>
          create.mutateAsync(values).then(() => {
            notify(t('common.saved'));
            navigate(pathTo('notices'));
          })
        }
      />
    </>
  );
}
