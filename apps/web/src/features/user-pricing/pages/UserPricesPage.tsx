import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useRecordId } from '../../../lib/use-record-id';
import { LoadFailure } from '../../../components/load-state';
import { pathTo } from '../../../app/route-table';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useSaveUserCarrier, useSetSpecialCarriers, useUserPricing } from '../api/user-pricing';
import { ServiceAmountsRow } from '../components/ServiceAmountsRow';
import { UserPricesDialog } from '../components/UserPricesDialog';

/**
 * /users/:id/prices (spec 3 §9): a customer's carriers and services under tabs active /
 * suspended carriers; with special carriers on, the checks say which they may use.
 */
export function UserPricesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const id = useRecordId();
  const pricing = useUserPricing(id);
  const userType = useCurrentUser().data?.user_type;
  const special = useSetSpecialCarriers(id ?? 0);
  const saveCarrier = useSaveUserCarrier(id ?? 0);
  const [tab, setTab] = useState<'active' | 'suspended'>('active');
  const [pricesOf, setPricesOf] = useState<{ id: number; name: string } | null>(null);

  if (id === null || pricing.isError) {
    return (
      <LoadFailure
        error={id === null ? null : pricing.error}
        onRetry={() => void pricing.refetch()}
        notFoundTitle={t('userPricing.notFound')}
        notFoundMessage={t('userPricing.notFoundHelp')}
        backTo={pathTo('users')}
        backLabel={t('userPricing.backToUsers')}
      />
    );
  }
  if (pricing.isPending) return <LoadingScreen />;
  const data = pricing.data;
  const owner = userType === 'main_admin' || userType === 'developer';
  const done = {
    onSuccess: () => notify(t('common.saved')),
    onError: (e: unknown) => handleError(e),
  };

  return (
    <>
      <PageHeader
        title={t('userPricing.title')}
        subtitle={`${data.user.name} · ${data.user.email}`}
      />
      <FormControlLabel
        control={
          <Switch
            checked={data.special_carriers}
            onChange={(e) => special.mutate(e.target.checked, done)}
          />
        }
        label={t('userPricing.specialCarriers')}
      />
      <Typography variant="body2" color="text.secondary" mb={2}>
        {t('userPricing.specialCarriersHelp')}
      </Typography>
      <Tabs value={tab} onChange={(_, v: 'active' | 'suspended') => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="active" label={t('carriers.tabs.active')} />
        <Tab value="suspended" label={t('carriers.tabs.suspended')} />
      </Tabs>
      <Stack spacing={2}>
        {data.carriers
          .filter((c) => c.status === tab)
          .map((c) => (
            <Card key={c.id} variant="outlined">
              <CardContent>
                {data.special_carriers ? (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={c.enabled}
                        onChange={(e) =>
                          saveCarrier.mutate(
                            {
                              carrier_id: c.id,
                              service_ids: e.target.checked ? c.services.map((s) => s.id) : [],
                            },
                            done,
                          )
                        }
                      />
                    }
                    label={<Typography variant="h6">{c.name}</Typography>}
                  />
                ) : (
                  <Typography variant="h6">{c.name}</Typography>
                )}
                {c.services.map((s) => (
                  <ServiceAmountsRow
                    key={s.id}
                    userId={id}
                    service={s}
                    owner={owner}
                    developer={userType === 'developer'}
                    checkable={data.special_carriers}
                    onToggle={(checked) => {
                      const current = c.services.filter((x) => x.enabled).map((x) => x.id);
                      saveCarrier.mutate(
                        {
                          carrier_id: c.id,
                          service_ids: checked
                            ? [...current, s.id]
                            : current.filter((x) => x !== s.id),
                        },
                        done,
                      );
                    }}
                    onPrices={() => setPricesOf({ id: s.id, name: s.name })}
                  />
                ))}
              </CardContent>
            </Card>
          ))}
      </Stack>
      {pricesOf && (
        <UserPricesDialog userId={id} service={pricesOf} onClose={() => setPricesOf(null)} />
      )}
    </>
  );
}
