import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { rulesFor, type User } from '@despacho/shared';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import type { PageMap } from '../app/pages';
import { PAGES } from '../app/pages';
import { buildRoutes } from '../app/routes';
import { saveSession } from '../lib/session';
import { makeDashboard, makeStaffDashboard } from './fixtures';
import { mockApi, type Handler } from './mock-api';

interface RenderAppOptions {
  /** Signed in as this user (rules from the shared matrix unless `rules` is given). */
  user?: User;
  settings?: Record<string, string>;
  api?: Record<string, Handler>;
  /** Replaces some pages (e.g. one whose code fails to load). */
  pages?: PageMap;
  /** Overrides of the tenant branding `GET tenant` answers. */
  tenant?: Partial<typeof TENANT>;
}

export const TENANT = {
  demo_mode: false,
  slug: 'demo',
  name: 'Despacho Demo',
  logo_url: null as string | null,
  favicon_url: null,
  primary_color: '#1565c0',
  secondary_color: null,
  support_email: null,
  terms_url: null,
  time_zone: 'America/Monterrey',
};

/** Renders the whole app (providers, router, guard, shell) at `path` against a mocked API. */
export function renderApp(
  path: string,
  { user, settings = {}, api = {}, pages, tenant = {} }: RenderAppOptions = {},
) {
  if (user) saveSession({ token: 'test-token', user });
  const mock = mockApi({
    'GET tenant': () => ({ ...TENANT, ...tenant }),
    'GET settings/get_register_flag': () => ({ key: 'register', value: '0' }),
    'GET settings/*/by_key': ({ path: p }) => ({
      key: p.split('/')[1],
      value: settings[p.split('/')[1] ?? ''] ?? '',
    }),
    'GET registrations': () => user,
    'GET acls': () => ({ can: {}, rules: user ? rulesFor(user) : [] }),
    'GET dashboards': () => makeDashboard(),
    'GET dashboards/staff': () => makeStaffDashboard(),
    ...api,
  });
  const router = createMemoryRouter(buildRoutes({ ...PAGES, ...pages }), {
    initialEntries: [path],
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, api: mock };
}

export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
