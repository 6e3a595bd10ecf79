import type { MouseEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TableCell from '@mui/material/TableCell';

/** Checkboxes that pick rows for a bulk action; the page owns the picked ids. */
export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Accessible name of a row's checkbox, e.g. "Seleccionar envío #12". */
  rowLabel: (row: T) => string;
  /** The header checkbox's name, e.g. "Seleccionar los envíos de esta página". */
  pageLabel: string;
}

/** The page's rows all picked, some, or none; toggling picks or drops the whole page. */
export function pageSelectionState(selected: ReadonlySet<string>, pageIds: string[]) {
  const picked = pageIds.filter((id) => selected.has(id)).length;
  const all = pageIds.length > 0 && picked === pageIds.length;
  return {
    checked: all,
    indeterminate: picked > 0 && !all,
    toggle: () => {
      const next = new Set(selected);
      for (const id of pageIds) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    },
  };
}

function toggleOne(selected: ReadonlySet<string>, id: string) {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

// A click beside the box must not open the row.
const stop = (event: MouseEvent) => event.stopPropagation();

export function SelectPageCell<T>({
  selection,
  pageIds,
}: {
  selection: RowSelection<T>;
  pageIds: string[];
}) {
  const state = pageSelectionState(selection.selected, pageIds);
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={state.checked}
        indeterminate={state.indeterminate}
        onChange={() => selection.onChange(state.toggle())}
        slotProps={{ input: { 'aria-label': selection.pageLabel } }}
      />
    </TableCell>
  );
}

/** One row's box: the selection it toggles, the row (for its label) and the row's id. */
interface RowCheckProps<T> {
  selection: RowSelection<T>;
  row: T;
  id: string;
}

export function SelectRowCell<T>({ selection, row, id }: RowCheckProps<T>) {
  return (
    <TableCell padding="checkbox" onClick={stop}>
      <SelectRowCheckbox selection={selection} row={row} id={id} />
    </TableCell>
  );
}

export function SelectRowCheckbox<T>({ selection, row, id }: RowCheckProps<T>) {
  return (
    <Checkbox
      checked={selection.selected.has(id)}
      onChange={() => selection.onChange(toggleOne(selection.selected, id))}
      onClick={stop}
      slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
    />
  );
}

/** On a phone (cards, no header row), the page's checkbox stands above the cards. */
export function SelectPageLine<T>({
  selection,
  pageIds,
}: {
  selection: RowSelection<T>;
  pageIds: string[];
}) {
  const state = pageSelectionState(selection.selected, pageIds);
  return (
    <FormControlLabel
      sx={{ px: 1.5, pt: 1, m: 0 }}
      label={selection.pageLabel}
      control={
        <Checkbox
          checked={state.checked}
          indeterminate={state.indeterminate}
          onChange={() => selection.onChange(state.toggle())}
        />
      }
    />
  );
}
