import Button from '@mui/material/Button';
import Sync from '@mui/icons-material/Sync';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useSyncStores } from '../../stores/api/sync-stores';
import { syncSummary } from '../../stores/sync-summary';

/** "Sync stores": reads every connected store's new paid orders into shipments, then says per
 * store what was created and skipped (and which store could not be read). */
export function SyncStoresButton() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const sync = useSyncStores();
  return (
    <Button
      startIcon={<Sync />}
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(undefined, {
          onSuccess: (reply) => {
            const { message, severity } = syncSummary(t, reply);
            notify(message, severity);
          },
          onError: (e) => handleError(e),
        })
      }
    >
      {t('shipments.syncStores')}
    </Button>
  );
}
