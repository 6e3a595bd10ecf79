import { flexRender, type Table } from '@tanstack/react-table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './use-list-params';

interface DataTableHeadProps<T> {
  table: Table<T>;
  params: ListParams;
  expandable: boolean;
}

/** Column headers; a column with `meta.sortable` sorts on the server by its id. */
export function DataTableHead<T>({ table, params, expandable }: DataTableHeadProps<T>) {
  const { t } = useTranslation();
  return (
    <TableHead>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {expandable && <TableCell padding="checkbox" aria-label={t('table.details')} />}
          {group.headers.map((header) => {
            const title = flexRender(header.column.columnDef.header, header.getContext());
            const sortable = header.column.columnDef.meta?.sortable === true;
            if (!sortable) return <TableCell key={header.id}>{title}</TableCell>;
            const active = params.sort?.field === header.column.id;
            const dir = active ? (params.sort?.dir ?? 'asc') : 'asc';
            return (
              <TableCell key={header.id} sortDirection={active ? dir : false}>
                <TableSortLabel
                  active={active}
                  direction={dir}
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
