import { Fragment, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
} from '@tanstack/react-table';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '@despacho/shared';
import { DataTableHead } from './DataTableHead';
import { DataTableRow } from './DataTableRow';
import { DataTableMessageRow } from './DataTableMessageRow';
import { DataTablePagination } from './DataTablePagination';
import type { ListParams } from './use-list-params';

export interface DataTableProps<T> {
  columns: ColumnDef<T, never>[];
  rows: T[] | undefined;
  pagination: Pagination | undefined;
  loading: boolean;
  params: ListParams;
  label: string;
  getRowId: (row: T) => string;
  /** When given, each row gets an expand button that shows this below it. */
  renderExpanded?: (row: T) => ReactNode;
}

/**
 * The one table every list uses: TanStack Table for the model, MUI for the look. Paging and
 * sorting are done by the server and kept in the URL through `params`.
 */
export function DataTable<T>({
  columns,
  rows,
  pagination,
  loading,
  params,
  label,
  getRowId,
  renderExpanded,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ExpandedState>({});
  // The app does not use the React Compiler; TanStack's instance is meant to be read each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows ?? [],
    columns,
    getRowId,
    state: {
      expanded,
      sorting: params.sort ? [{ id: params.sort.field, desc: params.sort.dir === 'desc' }] : [],
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
  const columnCount = columns.length + (renderExpanded ? 1 : 0);
  const tableRows = table.getRowModel().rows;

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={loading}>
          <DataTableHead table={table} params={params} expandable={!!renderExpanded} />
          <TableBody>
            {loading && !rows ? (
              <DataTableMessageRow colSpan={columnCount} loading text={t('table.loading')} />
            ) : tableRows.length === 0 ? (
              <DataTableMessageRow colSpan={columnCount} text={t('table.noResults')} />
            ) : (
              tableRows.map((row) => (
                <Fragment key={row.id}>
                  <DataTableRow
                    row={row}
                    renderExpanded={renderExpanded}
                    columnCount={columnCount}
                  />
                </Fragment>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && <DataTablePagination pagination={pagination} params={params} />}
    </Paper>
  );
}

export { flexRender };
