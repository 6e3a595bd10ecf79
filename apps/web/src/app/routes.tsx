import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PAGES, type PageMap } from './pages';
import { PrivateLayout } from './PrivateLayout';
import { RouteGuard } from './RouteGuard';
import { ROUTES } from './route-table';

const loading = (node: ReactNode) => <Suspense fallback={<LoadingScreen />}>{node}</Suspense>;
const boundary = <RouteErrorPage />;

/** Every route of the table has its screen: no "coming soon" placeholder is left to route to. */
function pageOf(pages: PageMap, name: string) {
  const Page = pages[name];
  if (!Page) throw new Error(`The route "${name}" has no page`);
  return Page;
}

/**
 * React Router objects built from the route table: public pages, then the guarded shell, then
 * the catch-all. Every route has its own error boundary, so a failing page keeps the menu.
 */
export function buildRoutes(pages: PageMap = PAGES): RouteObject[] {
  const publicRoutes = ROUTES.filter((r) => r.public || r.name === 'logout').map((route) => {
    const Page = pageOf(pages, route.name);
    return { path: route.path, element: loading(<Page />), errorElement: boundary };
  });
  const privateRoutes = ROUTES.filter((r) => !r.public && r.name !== 'logout').map((route) => {
    const Page = pageOf(pages, route.name);
    return {
      path: route.path,
      errorElement: boundary,
      element: <RouteGuard name={route.name}>{loading(<Page />)}</RouteGuard>,
    };
  });
  return [
    ...publicRoutes,
    { element: <PrivateLayout />, errorElement: boundary, children: privateRoutes },
    { path: '*', element: <NotFoundPage />, errorElement: boundary },
  ];
}
