import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCarrier } from '../../carriers/api/carriers';
import { useCountryChoices } from '../../quotes/api/get-countries';
import { useSaveService } from '../api/services';
import { ServiceForm } from '../components/ServiceForm';

/** /carriers/:carrierId/services/new; saved, it opens the service to fill its price table. */
export function ServiceCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const carrierId = Number(useParams().carrierId);
  const carrier = useCarrier(Number.isInteger(carrierId) && carrierId > 0 ? carrierId : null);
  const countries = useCountryChoices();
  const save = useSaveService();
  // A frozen carrier takes new services from developers only (spec 3 §2); the server refuses too.
  const developer = useCurrentUser().data?.user_type === 'developer';
  const back = pathTo('editCarrier', { id: carrierId });
  return (
    <>
      <PageHeader
        title={t('services.new')}
        subtitle={carrier.data ? t('services.ofCarrier', { name: carrier.data.name }) : undefined}
      />
      {countries.isPending || carrier.isPending ? (
        <LoadingScreen />
      ) : carrier.data?.freeze_settings && !developer ? (
        <Alert severity="info">{t('services.frozenHelp')}</Alert>
      ) : (
        <ServiceForm
          carrierId={carrierId}
          cancelTo={back}
          submitting={save.isPending}
          onSubmit={(service) =>
            save.mutateAsync({ carrierId, service }).then((created) => {
              notify(t('common.saved'));
              navigate(pathTo('editService', { id: created.id }));
            })
          }
        />
      )}
    </>
  );
}
