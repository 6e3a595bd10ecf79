import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Key from '@mui/icons-material/Key';
import Sync from '@mui/icons-material/Sync';
import { useTranslation } from 'react-i18next';
import type { Store } from '@despacho/shared';
import { useErrorHandler } from '../../../lib/error-handler';
import { useReauthorizeStore } from '../api/reauthorize-store';
import { goToProvider } from '../store-redirect';

/** Providers connected through their own authorization page (re-authorize goes back there). */
export const OAUTH_PROVIDERS = ['shopify', 'tiendanube'] as const;

interface StoreRowActionsProps {
  store: Store;
  syncing: boolean;
  onSync: (store: Store) => void;
  onRemove: (store: Store) => void;
}

/** A store row's buttons: Sync now (connected only), Re-authorize (OAuth stores), Remove. */
export function StoreRowActions({ store, syncing, onSync, onRemove }: StoreRowActionsProps) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const reauthorize = useReauthorizeStore();
  const oauth = (OAUTH_PROVIDERS as readonly string[]).includes(store.provider);
  const name = store.name || store.shop;

  return (
    <Stack
      direction="row"
      spacing={0.5}
      justifyContent="flex-end"
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
    >
      {store.status !== 'pending' && store.status !== 'revoked' && (
        <Button
          size="small"
          startIcon={<Sync />}
          loading={syncing}
          onClick={() => onSync(store)}
          aria-label={t('stores.syncNamed', { name })}
        >
          {t('stores.syncNow')}
        </Button>
      )}
      {oauth && (
        <Button
          size="small"
          color={store.status === 'revoked' ? 'primary' : 'inherit'}
          variant={store.status === 'revoked' ? 'contained' : 'text'}
          startIcon={<Key />}
          loading={reauthorize.isPending}
          aria-label={t('stores.reauthorizeNamed', { name })}
          onClick={() =>
            reauthorize.mutate(store.id, {
              onSuccess: (r) =>
                r.params?.url ? goToProvider(store.provider, r.params.url) : undefined,
              onError: (e) => handleError(e),
            })
          }
        >
          {t('stores.reauthorize')}
        </Button>
      )}
      <Tooltip title={t('stores.remove')}>
        <IconButton
          size="small"
          color="error"
          onClick={() => onRemove(store)}
          aria-label={t('stores.removeNamed', { name })}
        >
          <Delete fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
