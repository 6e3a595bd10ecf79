import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

export const INVOICE_FILTER_FIELDS = [
  'transaction_id',
  'user_id',
  'user_email',
  'start_date',
  'end_date',
] as const;
export type InvoiceFilterField = (typeof INVOICE_FILTER_FIELDS)[number];
export type InvoiceFilterValues = Record<InvoiceFilterField, string>;

const NUMERIC: readonly string[] = ['transaction_id', 'user_id'];
const DATES: readonly string[] = ['start_date', 'end_date'];

interface Props {
  values: InvoiceFilterValues;
  /** Customers never filter by user. */
  staff: boolean;
  onApply: (values: InvoiceFilterValues) => void;
}

/** Spec 3 §2: transaction, user, user e-mail, start and end date; applied on Enter or the button. */
export function InvoiceFilters({ values: applied, staff, onApply }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(applied);
  const key = JSON.stringify(applied);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setValues(applied);
  }
  const fields = INVOICE_FILTER_FIELDS.filter(
    (f) => staff || (f !== 'user_id' && f !== 'user_email'),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={t('invoices.filters.label')}
      onSubmit={submit}
      sx={{ p: 2 }}
    >
      <Grid container spacing={1.5}>
        {fields.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <TextField
              size="small"
              fullWidth
              id={`invoice-filter-${field}`}
              name={field}
              type={DATES.includes(field) ? 'date' : field === 'user_email' ? 'email' : 'text'}
              label={t(`invoices.filters.${field}`)}
              value={values[field]}
              onChange={(e) => {
                const value = NUMERIC.includes(field)
                  ? e.target.value.replace(/\D/g, '')
                  : e.target.value;
                setValues((v) => ({ ...v, [field]: value }));
              }}
              slotProps={{
                inputLabel: DATES.includes(field) ? { shrink: true } : undefined,
                htmlInput: NUMERIC.includes(field)
                  ? { maxLength: 10, inputMode: 'numeric' }
                  : { maxLength: 254 },
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
            {t('invoices.filters.apply')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
