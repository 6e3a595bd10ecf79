import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterList from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import { FilterSelect, type DataTableFilter } from './FilterSelect';
import type { ListParams } from './use-list-params';

/**
 * A phone list's filters (issue 25): one "Filtros" button with the number applied, opening a
 * bottom sheet with every filter, "Borrar todo" and "Ver resultados"; the rows start on the
 * first screen instead of under a stack of selects.
 */
export function FilterDrawer({
  params,
  filters,
  applied,
  children,
}: {
  params: ListParams;
  filters: DataTableFilter[];
  /** How many filters are set (shown on the button and the sheet's title). */
  applied: number;
  /** Extra controls placed before the filters (a "search by" select, say). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = applied > 0 ? t('common.filtersCount', { count: applied }) : t('common.filters');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="filters-button"
      >
        {label}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('common.filters'),
            sx: {
              borderTopLeftRadius: 16,
              borderTopRightRadius: 16,
              px: 2,
              pt: 2,
              pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
              maxHeight: '85vh',
            },
          },
        }}
      >
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {label}
          </Typography>
          {children}
          {filters.map((filter) => (
            <FilterSelect
              key={filter.field}
              {...filter}
              allLabel={t('common.all')}
              params={params}
            />
          ))}
          <Stack direction="row" spacing={1} justifyContent="space-between">
            <Button color="inherit" onClick={params.clearFilters} disabled={applied === 0}>
              {t('common.clearAll')}
            </Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              {t('common.showResults')}
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}
