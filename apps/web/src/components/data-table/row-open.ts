import type { KeyboardEvent, MouseEvent } from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

/**
 * Whole-row (or whole-card) opening: a click anywhere on the row opens it, except on the row's
 * own links and buttons (edit, delete, copy…), which keep their action. Enter opens it too.
 */
export function rowOpenHandlers<T>(row: T, onOpen: ((row: T) => void) | undefined) {
  if (!onOpen) return {};
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const interactive = target.closest(INTERACTIVE);
      if (interactive && interactive !== event.currentTarget) return;
      onOpen(row);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
    },
    sx: {
      cursor: 'pointer',
      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
    },
  };
}
