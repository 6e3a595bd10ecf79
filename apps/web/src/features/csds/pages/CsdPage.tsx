import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useTenant } from '../../tenant/api/get-tenant';
import { useCurrentCsd } from '../api/get-current-csd';
import { CsdExpiryBanner, CsdFacts } from '../components/CsdFacts';
import { CsdUploadForm } from '../components/CsdUploadForm';

/**
 * /csds (staff, model Csd): the tenant's digital seal certificate — what is on file, a warning
 * from 30 days before it expires, and the form that replaces it.
 */
export function CsdPage() {
  const { t } = useTranslation();
  const timeZone = useTenant().data?.time_zone ?? DEFAULT_TIME_ZONE;
  const { data: csd, isPending, isError } = useCurrentCsd();
  return (
    <>
      <PageHeader title={t('csd.title')} />
      <Stack spacing={3}>
        {isPending && <CircularProgress aria-label={t('csd.loading')} />}
        {isError && <Alert severity="error">{t('csd.loadError')}</Alert>}
        {csd && <CsdExpiryBanner csd={csd} timeZone={timeZone} />}
        {csd && <CsdFacts csd={csd} timeZone={timeZone} />}
        {csd === null && <Alert severity="info">{t('csd.none')}</Alert>}
        <CsdUploadForm replacing={Boolean(csd)} />
      </Stack>
    </>
  );
}
