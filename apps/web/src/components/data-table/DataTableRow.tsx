import type { ReactNode } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import { rowOpenHandlers } from './row-open';

interface DataTableRowProps<T> {
  row: Row<T>;
  columnCount: number;
  renderExpanded?: (row: T) => ReactNode;
  onOpen?: (row: T) => void;
  openLabel?: string;
  /** A first cell before the columns (the row's selection checkbox). */
  leading?: ReactNode;
  /** Picked for a bulk action: the row is tinted. */
  selected?: boolean;
}

export function DataTableRow<T>({
  row,
  columnCount,
  renderExpanded,
  onOpen,
  openLabel,
  leading,
  selected,
}: DataTableRowProps<T>) {
  const { t } = useTranslation();
  const open = row.getIsExpanded();
  return (
    <>
      <TableRow
        hover
        selected={selected}
        aria-label={openLabel}
        {...rowOpenHandlers(row.original, onOpen)}
      >
        {leading}
        {renderExpanded && (
          <TableCell padding="checkbox">
            <IconButton
              size="small"
              aria-expanded={open}
              aria-label={open ? t('table.collapse') : t('table.expand')}
              onClick={row.getToggleExpandedHandler()}
            >
              {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
            </IconButton>
          </TableCell>
        )}
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id} align={cell.column.columnDef.meta?.align}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
      </TableRow>
      {renderExpanded && open && (
        <TableRow>
          <TableCell colSpan={columnCount} sx={{ py: 0, bgcolor: 'action.hover' }}>
            <Collapse in={open} unmountOnExit>
              {renderExpanded(row.original)}
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
