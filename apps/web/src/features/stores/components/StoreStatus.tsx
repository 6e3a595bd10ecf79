import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Store, StoreStatus as Status } from '@despacho/shared';

const COLOURS: Record<Status, ChipProps['color']> = {
  connected: 'success',
  pending: 'warning',
  revoked: 'error',
  error: 'error',
};

/** The connection's state, and why when it is not working (the revoke reason, the last sync
 * error): a person needs the reason to know whether to re-authorize or fix the shop. */
export function StoreStatus({ store }: { store: Store }) {
  const { t } = useTranslation();
  const reason =
    store.status === 'revoked'
      ? store.status_reason
      : store.status === 'error'
        ? (store.last_sync_error ?? store.status_reason)
        : null;
  return (
    <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 0 }}>
      <Chip
        size="small"
        variant="outlined"
        color={COLOURS[store.status]}
        label={t(`stores.statuses.${store.status}`)}
        data-status={store.status}
      />
      {reason && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {reason}
        </Typography>
      )}
    </Stack>
  );
}
