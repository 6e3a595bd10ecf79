import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { usePackage, useSavePackage } from '../api/packages';
import { PackageForm } from '../components/PackageForm';

export function PackageCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSavePackage();
  return (
    <>
      <PageHeader title={t('packages.new')} />
      <PackageForm
        submitting={save.isPending}
        onSubmit={(pkg) =>
          save.mutateAsync({ id: null, pkg }).then(() => {
            notify(t('common.saved'));
            navigate(pathTo('packages'));
          })
        }
      />
    </>
  );
}

export function PackageEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = useRecordId();
  const pkg = usePackage(id);
  const save = useSavePackage();
  if (id === null || pkg.isError) {
    return (
      <LoadFailure
        error={id === null ? null : pkg.error}
        onRetry={() => void pkg.refetch()}
        notFoundTitle={t('packages.notFound')}
        notFoundMessage={t('packages.notFoundHelp')}
        backTo={pathTo('packages')}
        backLabel={t('packages.backToList')}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('packages.edit')} />
      {pkg.isPending ? (
        <LoadingScreen />
      ) : (
        <PackageForm
          pkg={pkg.data}
          submitting={save.isPending}
          onSubmit={(values) =>
            save.mutateAsync({ id, pkg: values }).then(() => {
              notify(t('common.saved'));
              navigate(pathTo('packages'));
            })
          }
        />
      )}
    </>
  );
}
