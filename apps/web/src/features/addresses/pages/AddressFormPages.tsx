import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useAddress, useSaveAddress } from '../api/addresses';
import { AddressForm } from '../components/AddressForm';

export function AddressCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveAddress();
  return (
    <>
      <PageHeader title={t('addresses.new')} />
      <AddressForm
        submitting={save.isPending}
        onSubmit={(address) =>
          save.mutateAsync({ id: null, address }).then(() => {
            notify(t('common.saved'));
            navigate(pathTo('addresses'));
          })
        }
      />
    </>
  );
}

export function AddressEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const id = useRecordId();
  const address = useAddress(id);
  const save = useSaveAddress();
  if (id === null || address.isError) {
    return (
      <LoadFailure
        error={id === null ? null : address.error}
        onRetry={() => void address.refetch()}
        notFoundTitle={t('addresses.notFound')}
        notFoundMessage={t('addresses.notFoundHelp')}
        backTo={pathTo('addresses')}
        backLabel={t('addresses.backToList')}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('addresses.edit')} />
      {address.isPending ? (
        <LoadingScreen />
      ) : (
        <AddressForm
          address={address.data}
          submitting={save.isPending}
          onSubmit={(values) =>
            save.mutateAsync({ id, address: values }).then(() => {
              notify(t('common.saved'));
              navigate(pathTo('addresses'));
            })
          }
        />
      )}
    </>
  );
}
