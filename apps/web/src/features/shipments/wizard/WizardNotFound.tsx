import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';

/**
 * A wizard or confirmation address whose shipment cannot be shown: none the user may see (a bad
 * id, another account's), a refusal, or a failed load with a retry.
 */
export function WizardNotFound({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailure
      error={error}
      onRetry={onRetry}
      notFoundTitle={t('wizard.notFound')}
      notFoundMessage={t('wizard.notFoundHelp')}
      backTo={pathTo('shipments')}
      backLabel={t('wizard.backToList')}
    />
  );
}
