import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type ApiKey } from '@despacho/shared';
import { DataTable } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/notifications-context';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { useApiKeys, useDeleteApiKey } from '../api/api-keys';
import { apiKeyColumns } from './api-key-columns';
import { ApiUsageHelp } from './ApiUsageHelp';
import { GenerateApiKeyDialog } from './GenerateApiKeyDialog';
import { ShownOnceDialog } from './ShownOnceDialog';
import { useCopy } from './use-copy';

/**
 * The "Claves API" section (spec 1 External APIs): the list with masked keys, generate (the new
 * key shown once), delete with confirmation, and how to call the API with a key.
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = useCopy();
  const keys = useApiKeys();
  const remove = useDeleteApiKey();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const [generating, setGenerating] = useState(false);
  const [created, setCreated] = useState<ApiKey | null>(null);
  const [toDelete, setToDelete] = useState<ApiKey | null>(null);
  const locale = currentLocale();
  // Stable columns: TanStack renders each cell as a component, so new cell functions on every
  // render would remount the rows' buttons (and drop what they were doing).
  const columns = useMemo(
    () =>
      apiKeyColumns(t, {
        locale,
        timeZone,
        onCopyPrefix: (k) => void copy(k.key_prefix),
        onDelete: setToDelete,
      }),
    [t, locale, timeZone, copy],
  );

  const confirmDelete = () => {
    if (!toDelete || remove.isPending) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify(t('externalApis.keys.apiKeyDeleted'), 'success'),
      onError: () => notify(t('externalApis.keys.errorDeletingApiKey'), 'error'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ xs: 'stretch', sm: 'flex-start' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 720 }}>
          {t('externalApis.keys.maskedHelp')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setGenerating(true)}
          sx={{ flexShrink: 0 }}
        >
          {t('externalApis.keys.generate')}
        </Button>
      </Stack>
      {keys.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void keys.refetch()}>
              {t('externalApis.keys.retry')}
            </Button>
          }
        >
          {t('externalApis.keys.errorLoadingApiKeys')}
        </Alert>
      ) : (
        <DataTable<ApiKey>
          label={t('externalApis.keys.tableLabel')}
          columns={columns}
          rows={keys.data}
          loading={keys.isFetching}
          error={keys.error}
          onRetry={() => void keys.refetch()}
          getRowId={(k) => String(k.id)}
          empty={{
            title: t('externalApis.keys.emptyTitle'),
            description: t('externalApis.keys.emptyHelp'),
          }}
        />
      )}
      <ApiUsageHelp />
      {generating && (
        <GenerateApiKeyDialog
          replacing={(keys.data?.length ?? 0) > 0}
          onClose={() => setGenerating(false)}
          onGenerated={(key) => {
            setGenerating(false);
            setCreated(key);
          }}
        />
      )}
      {created && (
        <ShownOnceDialog
          title={t('externalApis.keys.createdTitle')}
          help={t('externalApis.keys.createdHelp')}
          label={t('externalApis.keys.keyLabel')}
          secret={created.key}
          onClose={() => setCreated(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('externalApis.keys.deleteTitle')}
        message={t('externalApis.keys.deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('externalApis.keys.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => !remove.isPending && setToDelete(null)}
      />
    </Stack>
  );
}
