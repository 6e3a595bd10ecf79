import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { LoadFailure } from '../../../components/load-state';
import { useRecordId } from '../../../lib/use-record-id';
import { useCarrierTestInfo } from '../api/carrier-tests';
import { ConnectionTestCard } from '../components/ConnectionTestCard';
import { XmlTestCard } from '../components/XmlTestCard';

/** /carriers/:carrierId/test-connections (spec 3): the tests the carrier's provider offers. */
export function CarrierTestConnectionsPage() {
  const { t } = useTranslation();
  const carrierId = useRecordId('carrierId');
  const info = useCarrierTestInfo(carrierId);
  const back = carrierId ? `/carriers/${carrierId}/edit` : '/carriers';

  if (carrierId === null || info.isError) {
    return (
      <LoadFailure
        error={carrierId === null ? null : info.error}
        onRetry={() => void info.refetch()}
        notFoundTitle={t('carrierTests.notFound')}
        notFoundMessage={t('carrierTests.notFoundHelp')}
        backTo="/carriers"
        backLabel={t('carrierTests.backToCarriers')}
      />
    );
  }
  if (info.isPending) return <LoadingScreen />;
  const { data } = info;
  return (
    <>
      <PageHeader
        title={t('carrierTests.title')}
        subtitle={`${data.carrier_name} · ${data.provider_code}`}
        actions={
          <Button component={Link} to={back} startIcon={<ArrowBack />}>
            {t('carrierTests.back')}
          </Button>
        }
      />
      <Stack spacing={3}>
        {data.connection && <ConnectionTestCard carrierId={carrierId} />}
        {data.xml && <XmlTestCard carrierId={carrierId} />}
        {!data.connection && !data.xml && (
          <Typography color="text.secondary">{t('carrierTests.none')}</Typography>
        )}
      </Stack>
    </>
  );
}
