import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { PublicComingSoonPage } from './pages/PublicComingSoonPage';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PAGES } from './pages';
import { PrivateLayout } from './PrivateLayout';
import { RouteGuard } from './RouteGuard';
import { ROUTES } from './route-table';

const loading = (node: ReactNode) => <Suspense fallback={<LoadingScreen />}>{node}</Suspense>;

/** React Router objects built from the route table: public pages, then the guarded shell. */
export function buildRoutes(): RouteObject[] {
  const publicRoutes = ROUTES.filter((r) => r.public || r.name === 'logout').map((route) => {
    const Page = PAGES[route.name] ?? PublicComingSoonPage;
    return { path: route.path, element: loading(<Page />) };
  });
  const privateRoutes = ROUTES.filter((r) => !r.public && r.name !== 'logout').map((route) => {
    const Page = PAGES[route.name];
    return {
      path: route.path,
      element: (
        <RouteGuard name={route.name}>
          {Page ? loading(<Page />) : <ComingSoonPage name={route.name} />}
        </RouteGuard>
      ),
    };
  });
  return [
    ...publicRoutes,
    { element: <PrivateLayout />, children: privateRoutes },
    { path: '*', element: <NotFoundPage /> },
  ];
}
