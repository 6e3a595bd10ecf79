import Button from '@mui/material/Button';
import Replay from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useResendDelivery } from '../api/webhook-deliveries';

/** "Reenviar": the same body and event id again, freshly signed; the log refreshes. */
export function ResendButton({
  delivery,
  endpointId,
}: {
  delivery: WebhookDelivery;
  endpointId: number;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const resend = useResendDelivery(endpointId, {
    onSuccess: () => notify(t('externalApis.deliveries.resent'), 'success'),
    onError: (e) => handleError(e),
  });
  return (
    <Button
      size="small"
      startIcon={<Replay />}
      loading={resend.isPending}
      aria-label={t('externalApis.deliveries.resendNamed', { id: delivery.id })}
      onClick={() => resend.mutate(delivery.id)}
    >
      {t('externalApis.deliveries.resend')}
    </Button>
  );
}
