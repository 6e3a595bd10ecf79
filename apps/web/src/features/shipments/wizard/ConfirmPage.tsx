import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LabelFormatName, Shipment } from '@despacho/shared';
import { CopyField } from '../../../components/layout/CopyField';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useErrorHandler } from '../../../lib/error-handler';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRecordId } from '../../../lib/use-record-id';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useDownloadLabel } from '../api/download-label';
import { useShipment } from '../api/get-shipment';
import { labelFormatsFor } from './label-formats';
import { wizardPath } from './use-wizard-redirect';
import { WizardNotFound } from './WizardNotFound';

/** /shipments/:id/confirm: the label is bought; its numbers, its files and the way back. */
export function ConfirmPage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const shipment = useShipment(id);
  const navigate = useNavigate();
  // A shipment not bought yet has nothing to confirm: back to the step it is at.
  const step = shipment.data?.step;
  useEffect(() => {
    if (step && step !== 'confirmed' && id !== null)
      void navigate(wizardPath(step, id), {
        replace: true,
      });
  }, [step, id, navigate]);
  if (id === null || shipment.isError)
    return (
      <WizardNotFound
        error={id === null ? null : shipment.error}
        onRetry={() => void shipment.refetch()}
      />
    );
  return (
    <>
      <PageHeader title={t('wizard.confirm.title')} />
      {shipment.isPending || step !== 'confirmed' ? (
        <LoadingScreen />
      ) : (
        <Confirmation shipment={shipment.data} />
      )}
    </>
  );
}

function Confirmation({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const preference = useCurrentUser().data?.preferences?.label_printing_format;
  const download = useDownloadLabel();
  const handleError = useErrorHandler();
  const formats = labelFormatsFor(shipment, preference);
  const failed = shipment.status === 'error';
  const save = (format: LabelFormatName) =>
    download.mutate({ id: shipment.id, format }, { onError: (error) => handleError(error) });

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2.5}>
          {failed ? (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
              {shipment.error_message || t('wizard.confirm.failed')}
            </Alert>
          ) : (
            <Stack direction="row" spacing={1.5} alignItems="center">
              <CheckCircle color="success" sx={{ fontSize: 40 }} aria-hidden />
              <div>
                <Typography variant="h6" component="h2">
                  {shipment.tracking_number
                    ? t('wizard.confirm.ready')
                    : t('wizard.confirm.registered')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('wizard.confirm.summary', {
                    number: shipment.sequential_id,
                    service: [shipment.service_name, shipment.carrier_name]
                      .filter(Boolean)
                      .join(' · '),
                    total: formatAmount(shipment.total, currentLocale()),
                  })}
                </Typography>
              </div>
            </Stack>
          )}
          <CopyField
            label={t('wizard.confirm.shipmentNumber')}
            display={String(shipment.sequential_id)}
          />
          {shipment.tracking_number && (
            <div>
              <CopyField
                label={t('wizard.confirm.trackingNumber')}
                display={shipment.tracking_number}
                mono
              />
              {shipment.tracking_url && (
                <Link href={shipment.tracking_url} target="_blank" rel="noopener" variant="body2">
                  {t('wizard.confirm.track')}
                </Link>
              )}
            </div>
          )}
          {shipment.actions.download_label ? (
            <section aria-label={t('wizard.confirm.downloads')}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('wizard.confirm.downloads')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
                {formats.map((format, i) => (
                  <Button
                    key={format}
                    variant={i === 0 ? 'contained' : 'outlined'}
                    startIcon={<Download />}
                    loading={download.isPending && download.variables?.format === format}
                    onClick={() => save(format)}
                  >
                    {t(`wizard.confirm.formats.${format}`)}
                  </Button>
                ))}
              </Stack>
            </section>
          ) : (
            !failed && <Alert severity="info">{t('wizard.confirm.noLabelYet')}</Alert>
          )}
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button component={RouterLink} to={pathTo('shipments')} color="inherit">
              {t('wizard.backToList')}
            </Button>
            {shipment.actions.pickup && (
              <Button component={RouterLink} to={pathTo('shipmentPickup', { id: shipment.id })}>
                {t('wizard.confirm.pickup')}
              </Button>
            )}
            <Button component={RouterLink} to={pathTo('newShipment')}>
              {t('wizard.confirm.another')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
