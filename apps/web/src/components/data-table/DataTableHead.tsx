import type { ReactNode } from 'react';
import { flexRender, type Table } from '@tanstack/react-table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import SwapVert from '@mui/icons-material/SwapVert';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './use-list-params';

interface DataTableHeadProps<T> {
  table: Table<T>;
  params: ListParams | undefined;
  expandable: boolean;
  /** A first cell before the columns (the page's selection checkbox). */
  leading?: ReactNode;
}

/**
 * Column headers; a column with `meta.sortable` sorts on the server by its id. Every sortable
 * column shows its marker all the time (↕ until it is the sort), so people see what sorts.
 */
export function DataTableHead<T>({ table, params, expandable, leading }: DataTableHeadProps<T>) {
  const { t } = useTranslation();
  return (
    <TableHead>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {leading}
          {expandable && <TableCell padding="checkbox" aria-label={t('table.details')} />}
          {group.headers.map((header) => {
            const title = flexRender(header.column.columnDef.header, header.getContext());
            const meta = header.column.columnDef.meta;
            const cellSx = { whiteSpace: 'nowrap' } as const;
            if (!meta?.sortable || !params)
              return (
                <TableCell key={header.id} align={meta?.align} sx={cellSx}>
                  {title}
                </TableCell>
              );
            const active = params.sort?.field === header.column.id;
            const dir = active ? (params.sort?.dir ?? 'asc') : 'asc';
            return (
              <TableCell
                key={header.id}
                align={meta.align}
                sx={cellSx}
                sortDirection={active ? dir : false}
              >
                <TableSortLabel
                  active={active}
                  direction={dir}
                  IconComponent={active ? undefined : SwapVert}
                  sx={active ? undefined : { '& .MuiTableSortLabel-icon': { opacity: 0.45 } }}
                  onClick={() =>
                    params.setSort({
                      field: header.column.id,
                      dir: active && dir === 'asc' ? 'desc' : 'asc',
                    })
                  }
                >
                  {title}
                </TableSortLabel>
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}
