import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useSaveZone } from '../api/zones';
import { ZoneForm } from '../components/ZoneForm';

/** /zones/new; saved, it opens the zone to add its postal codes. */
export function ZoneCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveZone();
  return (
    <>
      <PageHeader title={t('zones.new')} />
      <ZoneForm
        submitting={save.isPending}
        onSubmit={(zone) =>
          save.mutateAsync({ zone }).then((created) => {
            notify(t('common.saved'));
            navigate(pathTo('editZone', { id: created.id }));
          })
        }
      />
    </>
  );
}
