import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { resetSessionCache } from '../lib/session';

// Large screen by default: the drawer is permanent and visible (MUI reads matchMedia).
export const screen = { large: true };
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: screen.large && query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

beforeEach(async () => {
  localStorage.clear();
  resetSessionCache();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('es-MX');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
