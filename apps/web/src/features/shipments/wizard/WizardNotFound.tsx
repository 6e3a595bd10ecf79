import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '../../../app/pages/NotFoundPage';
import { pathTo } from '../../../app/route-table';

/** A wizard or confirmation address naming no shipment the user may see. */
export function WizardNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundMessage
      title={t('wizard.notFound')}
      message={t('wizard.notFoundHelp')}
      backTo={pathTo('shipments')}
      backLabel={t('wizard.backToList')}
    />
  );
}
