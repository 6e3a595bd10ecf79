import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';
import { ROUTES } from './route-table';
import { buildRoutes } from './routes';

describe('the route table', () => {
  it('gives every route its own screen: no menu entry leads to a "coming soon" page', () => {
    const missing = ROUTES.filter((route) => !PAGES[route.name]).map((route) => route.name);
    expect(missing).toEqual([]);
    expect(() => buildRoutes(PAGES)).not.toThrow();
  });

  it('refuses to build a route without a page, instead of routing to a placeholder', () => {
    const { notices: _dropped, ...withoutNotices } = PAGES;
    expect(() => buildRoutes(withoutNotices)).toThrow('The route "notices" has no page');
  });
});
