import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useSaveCarrier } from '../api/carriers';
import { CarrierForm } from '../components/CarrierForm';

export function CarrierCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveCarrier();
  return (
    <>
      <PageHeader title={t('carriers.new')} />
      <CarrierForm
        submitting={save.isPending}
        onSubmit={(carrier) =>
          save.mutateAsync({ carrier }).then((created) => {
            notify(t('common.saved'));
            navigate(pathTo('editCarrier', { id: created.id }));
          })
        }
      />
    </>
  );
}
