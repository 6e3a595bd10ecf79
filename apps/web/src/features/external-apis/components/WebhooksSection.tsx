import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { DataTable } from '../../../components/data-table';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { useWebhookEndpoints } from '../api/webhook-endpoints';
import { SecretDialogs, useSecretDialogs } from './SecretDialogs';
import { webhookEndpointColumns } from './webhook-endpoint-columns';

/** The "Webhooks" section: the caller's endpoints, add / edit / rotate / test / delete. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const dialogs = useSecretDialogs();
  const locale = currentLocale();
  const { edit, showSecret } = dialogs;
  // Stable columns: each cell is rendered as a component; new cell functions on every render
  // would remount the row actions and drop an open menu, dialog or pending notice.
  const columns = useMemo(
    () => webhookEndpointColumns(t, { locale, timeZone, onEdit: edit, onRotated: showSecret }),
    [t, locale, timeZone, edit, showSecret],
  );
  const full = (endpoints.data?.length ?? 0) >= WEBHOOK_ENDPOINTS_MAX;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ xs: 'stretch', sm: 'flex-start' }}
      >
        <Stack spacing={0.5} sx={{ maxWidth: 720 }}>
          <Typography variant="body2" color="text.secondary">
            {t('externalApis.webhooks.intro')}
          </Typography>
          <Link component={RouterLink} to={pathTo('partnersApiDocs')} variant="body2">
            {t('externalApis.webhooks.docsLink')}
          </Link>
        </Stack>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={dialogs.add}
          disabled={full}
          sx={{ flexShrink: 0 }}
        >
          {t('externalApis.webhooks.add')}
        </Button>
      </Stack>
      {endpoints.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void endpoints.refetch()}>
              {t('externalApis.keys.retry')}
            </Button>
          }
        >
          {t('externalApis.webhooks.loadError')}
        </Alert>
      ) : (
        <DataTable<WebhookEndpoint>
          label={t('externalApis.webhooks.tableLabel')}
          columns={columns}
          rows={endpoints.data}
          loading={endpoints.isFetching}
          error={endpoints.error}
          onRetry={() => void endpoints.refetch()}
          getRowId={(ep) => String(ep.id)}
          empty={{
            title: t('externalApis.webhooks.emptyTitle'),
            description: t('externalApis.webhooks.emptyHelp'),
          }}
        />
      )}
      <SecretDialogs state={dialogs} />
    </Stack>
  );
}
