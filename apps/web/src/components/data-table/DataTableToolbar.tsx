import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FilterChips } from './FilterChips';
import { FilterSelect, type DataTableFilter } from './FilterSelect';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import type { ListParams } from './use-list-params';

interface DataTableToolbarProps {
  params: ListParams;
  searchLabel?: string;
  filters: DataTableFilter[];
  exportSlot?: ReactNode;
  /** Sortable columns, offered as a select when there are no headers (phone). */
  sortColumns?: { id: string; label: string }[];
}

/** Search, filters (wrapping on a phone), the export slot, and the chips of what is applied. */
export function DataTableToolbar({
  params,
  searchLabel,
  filters,
  exportSlot,
  sortColumns,
}: DataTableToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} alignItems="center">
        {searchLabel && <SearchBox params={params} label={searchLabel} />}
        {filters.map((filter) => (
          <FilterSelect key={filter.field} {...filter} allLabel={t('common.all')} params={params} />
        ))}
        {sortColumns && <SortSelect params={params} columns={sortColumns} />}
        {exportSlot && <Box sx={{ ml: { sm: 'auto' } }}>{exportSlot}</Box>}
      </Stack>
      <FilterChips params={params} filters={filters} />
    </Stack>
  );
}
