import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { DataTableFilter } from './FilterSelect';
import type { ListParams } from './use-list-params';

/** What is applied to the list, one chip each (× removes it), and a way to clear them all. */
export function FilterChips({
  params,
  filters,
}: {
  params: ListParams;
  filters: DataTableFilter[];
}) {
  const { t } = useTranslation();
  const applied = filters.filter((f) => params.filters[f.field]);
  const search = params.search.trim();
  if (applied.length === 0 && !search) return null;
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      useFlexGap
      spacing={1}
      alignItems="center"
      aria-label={t('table.appliedFilters')}
      component="section"
    >
      {search && (
        <Chip
          size="small"
          label={t('table.searchChip', { value: search })}
          onDelete={() => params.setSearch('')}
        />
      )}
      {applied.map((filter) => {
        const value = params.filters[filter.field]!;
        const option = filter.options.find((o) => o.value === value)?.label ?? value;
        return (
          <Chip
            key={filter.field}
            size="small"
            color="primary"
            variant="outlined"
            label={`${filter.label}: ${option}`}
            onDelete={() => params.setFilter(filter.field, '')}
          />
        );
      })}
      <Button size="small" onClick={params.clearFilters}>
        {t('table.clearFilters')}
      </Button>
    </Stack>
  );
}
