import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/layout/LoadErrorAlert';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useOwnFiscalData, useSaveFiscalData } from '../api/fiscal-data';
import { FiscalDataForm } from '../components/FiscalDataForm';

/** /fiscal-data (spec 3 §2): the caller's one fiscal data form; on save goes home. */
export function FiscalDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const own = useOwnFiscalData();
  const save = useSaveFiscalData();
  return (
    <>
      <PageHeader title={t('fiscal.title')} subtitle={t('fiscal.intro')} />
      {own.isPending ? (
        <LoadingScreen />
      ) : own.isError ? (
        // Never an empty form over data that did not load: saving it would replace the real one.
        <LoadErrorAlert
          message={t('fiscal.loadError')}
          error={own.error}
          onRetry={() => void own.refetch()}
        />
      ) : (
        <FiscalDataForm
          saved={own.data ?? null}
          submitting={save.isPending}
          onSubmit={(values) =>
            save.mutateAsync(values).then(() => {
              notify(t('common.saved'), 'success');
              navigate(pathTo('home'));
            })
          }
        />
      )}
    </>
  );
}
