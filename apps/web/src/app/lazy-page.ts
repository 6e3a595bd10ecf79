import { lazy, type ComponentType } from 'react';
import { loadAreas } from '../lib/i18n';
import type { TextArea } from '../i18n/load-texts';
import { loadWithReload } from '../lib/stale-chunk';

/**
 * Loads one page on first visit, with the texts of the areas it shows (`i18n/areas/`), so the
 * first screen downloads only what it shows. A chunk that fails to load (a deploy since the tab
 * was opened) reloads the app once. `pages.test.ts` checks each page names the areas it uses.
 */
export const lazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  areas: readonly TextArea[] = [],
) =>
  lazy(
    loadWithReload(() =>
      Promise.all([load(), loadAreas(areas)]).then(([m]) => ({ default: m[name] })),
    ),
  );
