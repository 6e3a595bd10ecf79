import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useDashboard } from '../api/get-dashboard';
import { CarrierBreakdown } from '../components/CarrierBreakdown';
import { CarriersTable } from '../components/CarriersTable';
import { NoticeAlerts } from '../components/NoticeAlerts';
import { StatCards } from '../components/StatCards';
import { SupportEmailDialog } from '../components/SupportEmailDialog';

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const { data, isPending, isError } = useDashboard();
  const [supportOpen, setSupportOpen] = useState(false);
  const type = user?.user_type;

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        actions={
          <Button
            variant="outlined"
            startIcon={<SupportAgent />}
            onClick={() => setSupportOpen(true)}
          >
            {t('dashboard.supportButton')}
          </Button>
        }
      />
      {isPending ? (
        <LoadingScreen />
      ) : isError || !data ? (
        <Alert severity="error">{t('errors.generic')}</Alert>
      ) : (
        <Stack spacing={3}>
          <NoticeAlerts notices={data.notices} />
          <StatCards dashboard={data} />
          {type === 'developer' && (
            <CarrierBreakdown
              current={data.current_month_by_carrier}
              last={data.last_month_by_carrier}
            />
          )}
          {type && type !== 'customer' && <CarriersTable carriers={data.carriers ?? []} />}
        </Stack>
      )}
      <SupportEmailDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </>
  );
}
