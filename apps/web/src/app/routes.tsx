import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { PublicComingSoonPage } from './pages/PublicComingSoonPage';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PAGES, type PageMap } from './pages';
import { PrivateLayout } from './PrivateLayout';
import { RouteGuard } from './RouteGuard';
import { ROUTES } from './route-table';

const loading = (node: ReactNode) => <Suspense fallback={<LoadingScreen />}>{node}</Suspense>;
const boundary = <RouteErrorPage />;

/**
 * React Router objects built from the route table: public pages, then the guarded shell, then
 * the catch-all. Every route has its own error boundary, so a failing page keeps the menu.
 */
export function buildRoutes(pages: PageMap = PAGES): RouteObject[] {
  const publicRoutes = ROUTES.filter((r) => r.public || r.name === 'logout').map((route) => {
    const Page = pages[route.name] ?? PublicComingSoonPage;
    return { path: route.path, element: loading(<Page />), errorElement: boundary };
  });
  const privateRoutes = ROUTES.filter((r) => !r.public && r.name !== 'logout').map((route) => {
    const Page = pages[route.name];
    return {
      path: route.path,
      errorElement: boundary,
      element: (
        <RouteGuard name={route.name}>
          {Page ? loading(<Page />) : <ComingSoonPage name={route.name} />}
        </RouteGuard>
      ),
    };
  });
  return [
    ...publicRoutes,
    { element: <PrivateLayout />, errorElement: boundary, children: privateRoutes },
    { path: '*', element: <NotFoundPage />, errorElement: boundary },
  ];
}
