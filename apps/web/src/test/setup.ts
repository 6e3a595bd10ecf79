import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { TEXT_AREAS } from '../i18n/load-texts';
import { i18n, loadAreas, loadTexts } from '../lib/i18n';
import { resetSessionCache } from '../lib/session';

// Every text in both languages, as the app has them once fetched (tests switch languages freely).
await loadAreas(TEXT_AREAS);
await loadTexts('en');
await loadTexts('es-MX');

// Pages load lazily and the machines are small: give findBy* more than a second.
configure({ asyncUtilTimeout: 5000 });

/** The simulated screen width MUI's media queries answer for (desktop unless a test says so). */
const viewport = { width: 1440 };
export const setViewport = (width: number) => {
  viewport.width = width;
};

function matches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, kind, px]) =>
      kind === 'min' ? viewport.width >= Number(px) : viewport.width <= Number(px),
    )
  );
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no layout; the rich-text editor (ProseMirror) asks for positions on clicks.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

beforeEach(async () => {
  setViewport(1440);
  localStorage.clear();
  sessionStorage.clear();
  resetSessionCache();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('es-MX');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
