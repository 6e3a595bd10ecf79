import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@despacho/shared';
import { useWebhookDelivery } from '../api/webhook-deliveries';

/** Pretty-prints JSON when it is JSON; any other text is shown as it came. */
const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

function Block({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          maxHeight: 320,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: '0.8rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

/**
 * An expanded delivery: the exact body that was signed and sent (read from the delivery's own
 * reply, the list leaves it out) and what the receiver answered, or the error when none did.
 */
export function DeliveryDetail({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const detail = useWebhookDelivery(delivery.id);
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {t('externalApis.deliveries.eventId', { id: delivery.event_id })}
      </Typography>
      {detail.isError ? (
        <Alert severity="error">{t('externalApis.deliveries.bodyError')}</Alert>
      ) : (
        <Block
          label={t('externalApis.deliveries.body')}
          text={
            detail.data?.body !== undefined
              ? pretty(detail.data.body)
              : t('externalApis.deliveries.loadingBody')
          }
        />
      )}
      <Block
        label={t('externalApis.deliveries.response')}
        text={
          delivery.response_status !== null
            ? `HTTP ${delivery.response_status}\n${pretty(delivery.response_body ?? '')}`
            : t('externalApis.deliveries.noResponse')
        }
      />
      {delivery.error && <Block label={t('externalApis.deliveries.error')} text={delivery.error} />}
    </Stack>
  );
}
