import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useRecordId } from '../../../lib/use-record-id';
import { useTenant } from '../../tenant/api/get-tenant';
import { useShipment } from '../api/get-shipment';
import { ContinueButton } from '../components/shipment-columns';
import { ManualLabelButton } from '../components/ManualLabelButton';
import { ShipmentDetail } from '../components/ShipmentDetail';

/**
 * /shipments/:id: one shipment, whatever its state — what the list's row opens. A draft's page
 * also offers the wizard step it continues at; a bought one its label, tracking and actions.
 */
export function ShipmentDetailPage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const shipment = useShipment(id);
  const timeZone = useTenant().data?.time_zone;
  const back = (
    <Button component={Link} to={pathTo('shipments')} startIcon={<ArrowBack />}>
      {t('shipments.detailPage.back')}
    </Button>
  );
  if (id === null || shipment.isError)
    return (
      <LoadFailure
        error={id === null ? null : shipment.error}
        onRetry={() => void shipment.refetch()}
        notFoundTitle={t('shipments.detailPage.notFound')}
        notFoundMessage={t('shipments.detailPage.notFoundHelp')}
        backTo={pathTo('shipments')}
        backLabel={t('shipments.detailPage.back')}
      />
    );
  if (shipment.isPending) return <LoadingScreen />;
  const s = shipment.data;
  return (
    <>
      <PageHeader
        title={t('shipments.detailPage.title', { number: s.sequential_id })}
        subtitle={t('shipments.detailPage.created', {
          date: formatDateTime(s.created_at, currentLocale(), timeZone),
        })}
        actions={
          <>
            {back}
            <ContinueButton shipment={s} t={t} />
            <ManualLabelButton shipment={s} />
          </>
        }
      />
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack>
          <ShipmentDetail shipment={s} />
        </Stack>
      </Paper>
    </>
  );
}
