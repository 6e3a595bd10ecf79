import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../../components/data-table';

export type TransactionFilterField = 'shipment_number' | 'tracking_number' | 'id';

const NUMERIC: readonly TransactionFilterField[] = ['shipment_number', 'id'];

interface TransactionFiltersProps {
  params: ListParams;
  fields: readonly TransactionFilterField[];
}

const fromUrl = (fields: readonly string[], filters: Record<string, string>) =>
  Object.fromEntries(fields.map((f) => [f, filters[f] ?? ''])) as Record<string, string>;

/**
 * The lists' typed filters (spec 3 §2): they run on Enter or the search button, and what runs
 * goes to the URL (`?shipment_number=12`), which the list sends as `where[...]`.
 */
export function TransactionFilters({ params, fields }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const [values, setValues] = useState(() => fromUrl(fields, params.filters));

  // A chip or "clear filters" changes the URL from outside: the fields follow it.
  const urlKey = JSON.stringify(params.filters);
  const [seen, setSeen] = useState(urlKey);
  if (seen !== urlKey) {
    setSeen(urlKey);
    setValues(fromUrl(fields, params.filters));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams((prev) => {
      const url = new URLSearchParams(prev);
      for (const field of fields) {
        const value = (values[field] ?? '').trim();
        if (value) url.set(field, value);
        else url.delete(field);
      }
      url.delete('page');
      return url;
    });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={t('transactions.filters.label')}
      onSubmit={submit}
      sx={{ p: 2 }}
    >
      <Grid container spacing={1.5}>
        {fields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <TextField
              size="small"
              fullWidth
              id={`filter-${field}`}
              name={field}
              label={t(`transactions.filters.${field}`)}
              value={values[field] ?? ''}
              onChange={(e) => {
                // Numbers are digits only: anything else could never match.
                const value = NUMERIC.includes(field)
                  ? e.target.value.replace(/\D/g, '')
                  : e.target.value;
                setValues((v) => ({ ...v, [field]: value }));
              }}
              slotProps={{
                htmlInput: {
                  maxLength: NUMERIC.includes(field) ? 10 : 40,
                  inputMode: NUMERIC.includes(field) ? 'numeric' : undefined,
                },
              }}
            />
          </Grid>
        ))}
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
    </Paper>
  );
}
