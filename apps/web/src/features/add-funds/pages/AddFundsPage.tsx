import { lazy, Suspense, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/layout/LoadErrorAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { settingQueryOptions } from '../../settings/api/get-setting-by-key';
import { ADD_FUNDS_TABS } from '../tabs/add-funds-tabs';

const SETTING_KEYS = [...new Set(ADD_FUNDS_TABS.flatMap((tab) => tab.settings))];
const TAB_COMPONENTS = ADD_FUNDS_TABS.map((tab) => ({ id: tab.id, Component: lazy(tab.load) }));

/**
 * /credits: the ways to add funds the tenant's settings turn on, one tab each; with none, the
 * spec's "no way to add credits" message. The open tab is kept in `?tab=`, so a gateway's return
 * URL lands on the tab it left from.
 */
export function AddFundsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const results = useQueries({
    queries: SETTING_KEYS.map((key) => settingQueryOptions(key)),
  });
  const loading = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const values = Object.fromEntries(SETTING_KEYS.map((key, i) => [key, results[i]?.data]));
  const tabs = ADD_FUNDS_TABS.filter((tab) => tab.enabled(values));
  const current = tabs.find((tab) => tab.id === search.get('tab')) ?? tabs[0];
  // On a phone the tab row scrolls: a return from a gateway (?tab=card) must show its tab.
  const selected = useRef<HTMLDivElement>(null);
  useEffect(() => {
    selected.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current?.id]);

  return (
    <>
      <PageHeader title={t('addFunds.title')} />
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : failed ? (
        // Not "no way to add funds": the tenant's ways are unknown until the settings load.
        <LoadErrorAlert
          message={t('addFunds.loadError')}
          error={failed.error}
          onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
        />
      ) : !current ? (
        <Alert severity="info">{t('addFunds.noWay')}</Alert>
      ) : (
        <Paper variant="outlined">
          <Tabs
            value={current.id}
            onChange={(_, id: string) => setSearch({ tab: id }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('addFunds.title')}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.id}
                value={tab.id}
                label={t(tab.labelKey)}
                ref={tab.id === current.id ? selected : undefined}
              />
            ))}
          </Tabs>
          <Box sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel">
            <Suspense fallback={<CircularProgress aria-label={t('common.loading')} />}>
              {TAB_COMPONENTS.map(
                ({ id, Component }) => id === current.id && <Component key={id} />,
              )}
            </Suspense>
          </Box>
        </Paper>
      )}
    </>
  );
}
