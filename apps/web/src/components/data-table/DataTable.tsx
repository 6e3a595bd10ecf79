import { Fragment, useState, type ReactNode } from 'react';
import {
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
} from '@tanstack/react-table';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import type { Pagination } from '@despacho/shared';
import { useIsPhone } from '../layout/use-is-phone';
import { DataTableCards } from './DataTableCards';
import { DataTableHead } from './DataTableHead';
import { DataTablePagination } from './DataTablePagination';
import { DataTableRow } from './DataTableRow';
import {
  DataTableEmpty,
  DataTableFailure,
  DataTableSkeleton,
  type EmptyState,
} from './DataTableState';
import { DataTableToolbar } from './DataTableToolbar';
import type { DataTableFilter } from './FilterSelect';
import type { ListParams } from './use-list-params';
import { SelectPageCell, SelectPageLine, SelectRowCell, type RowSelection } from './row-selection';

export interface DataTableProps<T> {
  columns: ColumnDef<T, never>[];
  rows: T[] | undefined;
  loading: boolean;
  /** The list's load error: a denied or failed list says so instead of "no results". */
  error?: unknown;
  /** Asks for the list again (offered when the load failed). */
  onRetry?: () => void;
  label: string;
  getRowId: (row: T) => string;
  /** Paging, sort, search and filters in the URL; omit for a short fixed list. */
  params?: ListParams;
  pagination?: Pagination;
  /** When given, each row gets an expand button that shows this below it. */
  renderExpanded?: (row: T) => ReactNode;
  /** Opens a record: a click anywhere on its row (or card), or Enter on it. */
  onRowClick?: (row: T) => void;
  /** Accessible name of a row that opens, e.g. "Abrir aviso Mantenimiento". */
  rowLabel?: (row: T) => string;
  /** Shows a search box (label given) bound to the API's `search`. */
  searchLabel?: string;
  /** Filters shown as selects, and as chips once applied. */
  filters?: DataTableFilter[];
  /** The toolbar's end: an export button (DataTableExport) or other list actions. */
  exportSlot?: ReactNode;
  /** What an empty list says and offers. */
  empty?: EmptyState;
  /** Checkboxes on each row (and one for the page) to pick rows for bulk actions. */
  selection?: RowSelection<T>;
}

/**
 * The one list every screen uses: TanStack Table for the model, MUI for the look. Paging,
 * sorting, search and filters are done by the server and kept in the URL through `params`.
 * On a phone the rows become cards and sorting a select, so nothing runs off the screen.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, pagination, loading, params, label, getRowId, renderExpanded } = props;
  const phone = useIsPhone();
  const [expanded, setExpanded] = useState<ExpandedState>({});
  // The app does not use the React Compiler; TanStack's instance is meant to be read each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows ?? [],
    columns,
    getRowId,
    state: {
      expanded,
      sorting: params?.sort ? [{ id: params.sort.field, desc: params.sort.dir === 'desc' }] : [],
    },
    onExpandedChange: setExpanded,
    getRowCanExpand: () => !!renderExpanded,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: false,
    pageCount: pagination?.total_pages ?? -1,
  });
  const tableRows = table.getRowModel().rows;
  const failed = props.error != null;
  const { selection } = props;
  const pageIds = tableRows.map((r) => r.id);
  const filters = props.filters ?? [];
  const filtered =
    !!params && (params.search.trim() !== '' || filters.some((f) => params.filters[f.field]));
  const sortColumns = table
    .getFlatHeaders()
    .filter((h) => h.column.columnDef.meta?.sortable)
    .map((h) => ({ id: h.column.id, label: String(h.column.columnDef.header ?? h.column.id) }));
  const hasToolbar =
    !!params &&
    (!!props.searchLabel ||
      filters.length > 0 ||
      !!props.exportSlot ||
      (phone && sortColumns.length > 0));

  return (
    <Stack spacing={2}>
      {hasToolbar && (
        <DataTableToolbar
          params={params}
          searchLabel={props.searchLabel}
          filters={filters}
          exportSlot={props.exportSlot}
          sortColumns={phone ? sortColumns : undefined}
        />
      )}
      {failed && rows && !loading && (
        <Paper variant="outlined">
          <DataTableFailure error={props.error} onRetry={props.onRetry} />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {loading && rows && <LinearProgress sx={{ height: 2 }} />}
        {loading && !rows ? (
          <DataTableSkeleton label={label} rows={phone ? 3 : 5} />
        ) : failed && !rows ? (
          <DataTableFailure error={props.error} onRetry={props.onRetry} />
        ) : tableRows.length === 0 ? (
          <DataTableEmpty empty={props.empty} filtered={filtered} onClear={params?.clearFilters} />
        ) : phone ? (
          <>
            {selection && <SelectPageLine selection={selection} pageIds={pageIds} />}
            <DataTableCards
              table={table}
              label={label}
              renderExpanded={renderExpanded}
              onOpen={props.onRowClick}
              openLabel={props.rowLabel}
              selection={selection}
            />
          </>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={label} aria-busy={loading}>
              <DataTableHead
                table={table}
                params={params}
                expandable={!!renderExpanded}
                leading={selection && <SelectPageCell selection={selection} pageIds={pageIds} />}
              />
              <TableBody>
                {tableRows.map((row) => (
                  <Fragment key={row.id}>
                    <DataTableRow
                      row={row}
                      renderExpanded={renderExpanded}
                      columnCount={columns.length + (renderExpanded ? 1 : 0) + (selection ? 1 : 0)}
                      onOpen={props.onRowClick}
                      openLabel={props.rowLabel?.(row.original)}
                      selected={selection?.selected.has(row.id)}
                      leading={
                        selection && (
                          <SelectRowCell selection={selection} row={row.original} id={row.id} />
                        )
                      }
                    />
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {pagination && params && (
          <DataTablePagination pagination={pagination} params={params} compact={phone} />
        )}
      </Paper>
    </Stack>
  );
}
