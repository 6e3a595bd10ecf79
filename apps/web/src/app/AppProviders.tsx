import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NotificationsProvider } from '../components/notifications/NotificationsProvider';
import { useTenant } from '../features/tenant/api/get-tenant';
import { setTenantTimeZone } from '../lib/format';
import { currentLocale, i18n } from '../lib/i18n';
import { useBrandHead } from './brand-head';
import { buildTheme } from './theme';

function TenantTheme({ children }: { children: ReactNode }) {
  const tenant = useTenant().data;
  // Every date the app writes reads in the tenant's clock, whatever the browser's zone.
  setTenantTimeZone(tenant?.time_zone);
  const primary = tenant?.primary_color;
  const secondary = tenant?.secondary_color;
  const { i18n: instance } = useTranslation();
  const locale = instance.language ? currentLocale() : 'es-MX';
  const theme = useMemo(
    () => buildTheme({ primary, secondary }, locale),
    [primary, secondary, locale],
  );
  useBrandHead(tenant);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** Query cache, i18n, tenant theme and notifications, around the router. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TenantTheme>
          <NotificationsProvider>{children}</NotificationsProvider>
        </TenantTheme>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
