import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useDashboard } from '../api/get-dashboard';
import { CarrierBreakdown } from '../components/CarrierBreakdown';
import { CarriersTable } from '../components/CarriersTable';
import { FirstSteps } from '../components/FirstSteps';
import { NoticeAlerts } from '../components/NoticeAlerts';
import { QuickActions } from '../components/QuickActions';
import { StatCards, StatCardsSkeleton } from '../components/StatCards';
import { SupportEmailDialog } from '../components/SupportEmailDialog';

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const { data, isPending, isError, refetch } = useDashboard();
  const [supportOpen, setSupportOpen] = useState(false);
  const type = user?.user_type;
  const customer = type === 'customer';

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
      <Stack spacing={3}>
        {customer && <QuickActions />}
        {isPending ? (
          <StatCardsSkeleton />
        ) : isError || !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                {t('routeError.retry')}
              </Button>
            }
          >
            {t('errors.generic')}
          </Alert>
        ) : (
          <>
            <NoticeAlerts notices={data.notices} />
            <StatCards dashboard={data} customer={customer} />
            {customer && user && <FirstSteps user={user} balance={data.balance} />}
            {type === 'developer' && (
              <CarrierBreakdown
                current={data.current_month_by_carrier}
                last={data.last_month_by_carrier}
              />
            )}
            {type && !customer && <CarriersTable carriers={data.carriers ?? []} />}
          </>
        )}
      </Stack>
      <SupportEmailDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </>
  );
}
