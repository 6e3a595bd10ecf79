import { useState, type ReactNode } from 'react';
import { flexRender, type Row, type Table } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rowOpenHandlers } from './row-open';
import { SelectRowCheckbox, type RowSelection } from './row-selection';

interface DataTableCardsProps<T> {
  table: Table<T>;
  label: string;
  renderExpanded?: (row: T) => ReactNode;
  onOpen?: (row: T) => void;
  openLabel?: (row: T) => string;
  selection?: RowSelection<T>;
}

const ACTIONS_ID = 'actions';

/**
 * The phone layout of a list: one card per row, the primary column as its title, the other
 * columns as label/value lines and the row's actions at its foot, all within the screen width.
 */
export function DataTableCards<T>({
  table,
  label,
  renderExpanded,
  onOpen,
  openLabel,
  selection,
}: DataTableCardsProps<T>) {
  const headers = new Map(table.getFlatHeaders().map((h) => [h.column.id, h]));
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 1.5, m: 0 }}>
      {table.getRowModel().rows.map((row) => (
        <RowCard
          key={row.id}
          row={row}
          headers={headers}
          renderExpanded={renderExpanded}
          onOpen={onOpen}
          openLabel={openLabel?.(row.original)}
          selection={selection}
        />
      ))}
    </Stack>
  );
}

function RowCard<T>({
  row,
  headers,
  renderExpanded,
  onOpen,
  openLabel,
  selection,
}: {
  row: Row<T>;
  headers: Map<string, ReturnType<Table<T>['getFlatHeaders']>[number]>;
  renderExpanded?: (row: T) => ReactNode;
  onOpen?: (row: T) => void;
  openLabel?: string;
  selection?: RowSelection<T>;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const cells = row.getVisibleCells();
  const primary = cells.find((c) => c.column.columnDef.meta?.primary) ?? cells[0];
  const actions = cells.find((c) => c.column.id === ACTIONS_ID);
  const details = cells.filter(
    (c) => c !== primary && c !== actions && !c.column.columnDef.meta?.hideOnPhone,
  );
  const labelOf = (id: string) => {
    const header = headers.get(id);
    return header ? flexRender(header.column.columnDef.header, header.getContext()) : id;
  };

  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={openLabel}
      data-testid="data-table-card"
      {...rowOpenHandlers(row.original, onOpen)}
    >
      <CardContent sx={{ '&:last-child': { pb: 1.5 }, p: 1.5 }}>
        <Stack direction="row" alignItems="center" sx={selection ? { ml: -1.25, my: -0.5 } : {}}>
          {selection && <SelectRowCheckbox selection={selection} row={row.original} id={row.id} />}
          {primary && (
            <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
              {flexRender(primary.column.columnDef.cell, primary.getContext())}
            </Typography>
          )}
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(90px, 40%) 1fr',
            columnGap: 1.5,
            rowGap: 0.5,
            m: 0,
            mt: 1,
          }}
        >
          {details.map((cell) => (
            <Box key={cell.id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {labelOf(cell.column.id)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Typography>
            </Box>
          ))}
        </Box>
        {(actions || renderExpanded) && (
          <Stack direction="row" justifyContent="flex-end" alignItems="center" sx={{ mt: 1 }}>
            {renderExpanded && (
              <Button size="small" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
                {expanded ? t('table.collapse') : t('table.expand')}
              </Button>
            )}
            {actions && flexRender(actions.column.columnDef.cell, actions.getContext())}
          </Stack>
        )}
        {renderExpanded && expanded && <Box sx={{ mt: 1 }}>{renderExpanded(row.original)}</Box>}
      </CardContent>
    </Card>
  );
}
