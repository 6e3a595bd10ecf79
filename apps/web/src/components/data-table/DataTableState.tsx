import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import Inbox from '@mui/icons-material/Inbox';
import CloudOff from '@mui/icons-material/CloudOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { loadFailureKind } from '../load-state/load-failure';

export interface EmptyState {
  /** Default "¡Sin resultados!". */
  title?: string;
  /** What to do next, e.g. "Crea el primer aviso para tus clientes". */
  description?: string;
  /** A button or link that does it. */
  action?: ReactNode;
}

/** An empty list: says so, and what to do next; with filters applied, offers to clear them. */
export function DataTableEmpty({
  empty,
  filtered,
  onClear,
}: {
  empty?: EmptyState;
  filtered: boolean;
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = filtered ? SearchOff : Inbox;
  return (
    <Stack alignItems="center" spacing={1} sx={{ py: 5, px: 2, textAlign: 'center' }}>
      <Icon color="disabled" fontSize="large" />
      <Typography role="status" fontWeight={600}>
        {filtered ? t('table.noResults') : (empty?.title ?? t('table.noResults'))}
      </Typography>
      {(filtered || empty?.description) && (
        <Typography variant="body2" color="text.secondary">
          {filtered ? t('table.noResultsFiltered') : empty?.description}
        </Typography>
      )}
      {filtered && onClear ? (
        <Button onClick={onClear}>{t('table.clearFilters')}</Button>
      ) : (
        empty?.action
      )}
    </Stack>
  );
}

/** Placeholder rows while the first page loads (the list's shape, not a lone spinner). */
export function DataTableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={36} />
      ))}
    </Stack>
  );
}

/**
 * A list that could not load, in place of its rows: a 403 says this account may not see it
 * (no retry: asking again changes nothing); anything else says the load failed, with a retry.
 * With rows already shown (a refresh failed) it is a line above them instead.
 */
export function DataTableFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const kind = loadFailureKind(error);
  const denied = kind === 'denied';
  const Icon = denied ? LockOutlined : CloudOff;
  return (
    <Stack alignItems="center" spacing={1} role="alert" sx={{ py: 5, px: 2, textAlign: 'center' }}>
      <Icon color={denied ? 'disabled' : 'error'} fontSize="large" />
      <Typography fontWeight={600}>
        {denied ? t('loadState.listDenied') : t('loadState.listFailed')}
      </Typography>
      {!denied && (
        <Typography variant="body2" color="text.secondary">
          {kind === 'offline' ? t('errors.network') : t('loadState.failed')}
        </Typography>
      )}
      {!denied && onRetry && (
        <Button startIcon={<Refresh />} onClick={onRetry}>
          {t('routeError.retry')}
        </Button>
      )}
    </Stack>
  );
}
