import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, type WebhookEndpoint } from '@despacho/shared';
import { NotFoundMessage } from '../../../app/pages/NotFoundPage';
import { pathTo } from '../../../app/route-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRecordId } from '../../../lib/use-record-id';
import { useTenant } from '../../tenant/api/get-tenant';
import { useWebhookEndpoint } from '../api/webhook-endpoints';
import { DeliveryLog } from '../components/DeliveryLog';
import { SecretDialogs, useSecretDialogs } from '../components/SecretDialogs';
import { WebhookEndpointActions } from '../components/WebhookEndpointActions';
import { eventName } from '../components/webhook-words';

const WEBHOOKS_TAB = `${pathTo('externalApis')}?tab=webhooks`;

/**
 * /external-apis/webhooks/:id: the endpoint (URL, events, state, actions) and its delivery log.
 * A missing (or another account's) endpoint is a 404, a refusal says so, any other failure
 * offers a retry.
 */
export function WebhookEndpointPage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const endpoint = useWebhookEndpoint(id);
  const status = isApiError(endpoint.error) ? endpoint.error.status : undefined;

  if (id === null || status === 404) {
    return (
      <NotFoundMessage
        title={t('externalApis.endpoint.notFound')}
        message={t('externalApis.endpoint.notFoundHelp')}
        backTo={WEBHOOKS_TAB}
        backLabel={t('externalApis.endpoint.back')}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={t('nav.webhookEndpoint')}
        subtitle={endpoint.data?.description ?? undefined}
        actions={
          <Button component={Link} to={WEBHOOKS_TAB} startIcon={<ArrowBack />}>
            {t('externalApis.endpoint.back')}
          </Button>
        }
      />
      {endpoint.isError ? (
        <Alert
          severity="error"
          action={
            status === 403 ? undefined : (
              <Button color="inherit" size="small" onClick={() => void endpoint.refetch()}>
                {t('externalApis.keys.retry')}
              </Button>
            )
          }
        >
          {t(
            status === 403 ? 'externalApis.endpoint.forbidden' : 'externalApis.endpoint.loadError',
          )}
        </Alert>
      ) : !endpoint.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <Stack spacing={3}>
          <EndpointSummary endpoint={endpoint.data} />
          <DeliveryLog endpointId={endpoint.data.id} />
        </Stack>
      )}
    </>
  );
}

function EndpointSummary({ endpoint: ep }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useSecretDialogs();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} justifyContent="space-between">
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography
              data-testid="endpoint-url"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontWeight: 600 }}
            >
              {ep.url}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('externalApis.endpoint.created', {
                date: formatDate(ep.created_at, currentLocale(), timeZone),
              })}
              {' · '}
              {t('externalApis.webhooks.secret.hint', { hint: ep.secret_hint })}
            </Typography>
          </Stack>
          <WebhookEndpointActions
            endpoint={ep}
            hideLog
            onEdit={dialogs.edit}
            onRotated={dialogs.showSecret}
            onDeleted={() => void navigate(WEBHOOKS_TAB)}
          />
        </Stack>
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
          <Chip
            size="small"
            variant="outlined"
            color={ep.enabled ? 'success' : 'default'}
            label={t(
              ep.enabled ? 'externalApis.webhooks.enabled' : 'externalApis.webhooks.disabled',
            )}
          />
          {ep.events.map((event) => (
            <Chip key={event} size="small" label={eventName(t, event)} />
          ))}
        </Stack>
      </Stack>
      <SecretDialogs state={dialogs} />
    </Paper>
  );
}
