import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';

/**
 * A user's transaction pages without the account (a bad id, another tenant's, a denied or
 * failed load): there is no page to show, only why, and the way back to the users.
 */
export function UserAccountFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailure
      error={error}
      onRetry={onRetry}
      notFoundTitle={t('transactions.userNotFound')}
      backTo={pathTo('users')}
      backLabel={t('transactions.back')}
    />
  );
}
