import { describe, expect, it } from 'vitest';
import { TEXT_AREAS } from '../i18n/load-texts';
import { areasUsed, moduleClosure, sourceOf } from '../test/text-areas';

/** Each `page(() => import('…'), 'Name', [areas])` entry of pages.tsx, as written. */
function pageEntries() {
  const text = sourceOf('app/pages.tsx');
  const entries = [
    ...text.matchAll(
      /([\w'-]+):\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'(\w+)'(?:,\s*\[([^\]]*)\])?/g,
    ),
  ].map(([, route, path, name, areas]) => ({
    route: route!.replace(/'/g, ''),
    module: `app/${path}.tsx`,
    name: name!,
    areas: [...(areas ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!).sort(),
  }));
  return entries;
}

describe('texts load with the pages that show them', () => {
  it('reads every page of pages.tsx', () => {
    // One entry per `page(` call: a new way of writing an entry must not escape the check.
    const text = sourceOf('app/pages.tsx');
    expect(pageEntries()).toHaveLength(text.match(/:\s*page\(/g)!.length);
    expect(pageEntries().length).toBeGreaterThan(80);
  });

  it('the first screen (the code before any page) uses only the base texts', () => {
    expect(Object.fromEntries(areasUsed(moduleClosure('main.tsx', { lazy: false })))).toEqual({});
  });

  it('the sign-in page and the dashboard use only the base texts (no area file on first load)', () => {
    const byRoute = new Map(pageEntries().map((e) => [e.route, e]));
    for (const route of ['login', 'dashboard', 'home'])
      expect(byRoute.get(route)?.areas, route).toEqual([]);
  });

  it.each(pageEntries())('$route names the areas it shows', ({ module, areas }) => {
    const used = areasUsed(moduleClosure(module, { lazy: true }));
    expect(areas, `uses ${JSON.stringify(Object.fromEntries(used))}`).toEqual(
      [...used.keys()].sort(),
    );
    for (const area of areas) expect(TEXT_AREAS).toContain(area);
  });
});
