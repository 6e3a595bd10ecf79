import { FoldingFilters } from '../../../components/data-table/FoldingFilters';
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DataTableFilter, ListParams } from '../../../components/data-table';
import { useIsPhone } from '../../../components/layout/use-is-phone';

/** The list's filters as URL fields; each is sent as `where[field]=value`. */
export const SHIPMENT_FILTERS = [
  'number',
  'tracking_number',
  'status',
  'source',
  'user_email',
  'carrier_id',
  'store_id',
] as const;
type Field = (typeof SHIPMENT_FILTERS)[number];
type Values = Record<Field, string>;

const TEXT_MAX = 100;

interface ShipmentFiltersProps {
  params: ListParams;
  /** Selects with their choices (status, source, carrier, store when offered), in order. */
  selects: DataTableFilter[];
  /** The user e-mail filter is for staff only (spec 2 §6). */
  showEmail: boolean;
}

const fromUrl = (filters: Record<string, string>): Values =>
  Object.fromEntries(SHIPMENT_FILTERS.map((f) => [f, filters[f] ?? ''])) as Values;

/**
 * The filter panel of the shipment list (spec 2 §2): typed filters run on Enter or the search
 * button, a select runs at once (with whatever is typed). What runs goes to the URL.
 */
export function ShipmentFilters({ params, selects, showEmail }: ShipmentFiltersProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<Values>(() => fromUrl(params.filters));

  // A chip or "clear filters" changes the URL from outside: the fields follow it.
  const urlKey = JSON.stringify(params.filters);
  const [seen, setSeen] = useState(urlKey);
  if (seen !== urlKey) {
    setSeen(urlKey);
    setValues(fromUrl(params.filters));
  }

  const apply = (next: Values) =>
    setSearchParams((prev) => {
      const url = new URLSearchParams(prev);
      for (const field of SHIPMENT_FILTERS) {
        const value = next[field].trim();
        if (value && (field !== 'user_email' || showEmail)) url.set(field, value);
        else url.delete(field);
      }
      url.delete('page');
      return url;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };
  const text = (field: Field, label: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 'grow' }}>
      <TextField
        size="small"
        fullWidth
        id={`filter-${field}`}
        name={field}
        label={label}
        value={values[field]}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        type={field === 'user_email' ? 'search' : 'text'}
        slotProps={{
          htmlInput: { maxLength: TEXT_MAX, inputMode: field === 'number' ? 'numeric' : undefined },
        }}
      />
    </Grid>
  );

  const panel = (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={t('shipments.filters.label')}
      onSubmit={submit}
      sx={{ p: 2 }}
    >
      <Grid container spacing={1.5} sx={{ mb: 1.5 }}>
        {text('number', t('shipments.filters.number'))}
        {text('tracking_number', t('shipments.filters.tracking_number'))}
        {showEmail && text('user_email', t('shipments.filters.user_email'))}
        <Grid size={{ xs: 12, sm: 'auto' }}>
          <Button
            type="submit"
            variant="outlined"
            startIcon={<Search />}
            fullWidth
            sx={{ height: 40 }}
          >
            {t('table.search')}
          </Button>
        </Grid>
      </Grid>
      <Grid container spacing={1.5}>
        {selects.map((filter) => (
          <Grid key={filter.field} size={{ xs: 12, sm: selects.length > 3 ? 6 : 4, md: 'grow' }}>
            <TextField
              select
              size="small"
              fullWidth
              id={`filter-${filter.field}`}
              name={filter.field}
              label={filter.label}
              value={values[filter.field as Field]}
              onChange={(e) => {
                const next = { ...values, [filter.field]: e.target.value };
                // A store belongs to one provider: another source makes its filter meaningless.
                if (filter.field === 'source') next.store_id = '';
                setValues(next);
                apply(next);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('common.all')}</option>
              {filter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );

  return (
    <FoldingFilters
      phone={phone}
      label={t('shipments.filters.label')}
      applied={SHIPMENT_FILTERS.filter((f) => params.filters[f]).length}
    >
      {panel}
    </FoldingFilters>
  );
}
