import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useDashboard } from '../api/get-dashboard';
import { FirstSteps } from '../components/FirstSteps';
import { NoticeAlerts } from '../components/NoticeAlerts';
import { QuickActions } from '../components/QuickActions';
import { StatCards, StatCardsSkeleton } from '../components/StatCards';
import { StaffWork } from '../components/StaffWork';
import { LoadErrorAlert } from '../../../components/layout/LoadErrorAlert';

/** Staff's parts (the carriers table, the month's breakdown): a merchant never downloads them. */
const CarriersTable = lazy(() =>
  import('../components/CarriersTable').then((m) => ({ default: m.CarriersTable })),
);
const CarrierBreakdown = lazy(() =>
  import('../components/CarrierBreakdown').then((m) => ({ default: m.CarrierBreakdown })),
);
/** The support form loads when it is opened: the dashboard's first load carries no form code. */
const SupportEmailDialog = lazy(() =>
  import('../components/SupportEmailDialog').then((m) => ({ default: m.SupportEmailDialog })),
);

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const { data, isPending, isError, error, refetch } = useDashboard();
  const [supportOpen, setSupportOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps its transition.
  const [supportWanted, setSupportWanted] = useState(false);
  const type = user?.user_type;
  const customer = type === 'customer';
  const staff = !!type && !customer;

  return (
    <>
      {/* Support is the tenant's staff: they do not write to themselves. */}
      <PageHeader
        title={t('dashboard.title')}
        actions={
          customer && (
            <Button
              variant="outlined"
              startIcon={<SupportAgent />}
              onClick={() => {
                setSupportWanted(true);
                setSupportOpen(true);
              }}
            >
              {t('dashboard.supportButton')}
            </Button>
          )
        }
      />
      <Stack spacing={3}>
        {customer && <QuickActions />}
        {isPending ? (
          <StatCardsSkeleton />
        ) : isError || !data ? (
          <LoadErrorAlert
            message={t('errors.generic')}
            error={error}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <NoticeAlerts notices={data.notices} />
            {staff && <StaffWork />}
            <StatCards dashboard={data} customer={customer} />
            {customer && user && <FirstSteps user={user} balance={data.balance} />}
            <Suspense fallback={null}>
              {type === 'developer' && (
                <CarrierBreakdown
                  current={data.current_month_by_carrier}
                  last={data.last_month_by_carrier}
                />
              )}
              {staff && <CarriersTable carriers={data.carriers ?? []} />}
            </Suspense>
          </>
        )}
      </Stack>
      {supportWanted && (
        <Suspense fallback={null}>
          <SupportEmailDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
