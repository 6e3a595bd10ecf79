import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { DateInput, INVALID_DATE } from '../../../components/form/DateInput';

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
    // An unfinished or impossible day already says so under its field; nothing is asked.
    if (DATES.some((f) => values[f as InvoiceFilterField] === INVALID_DATE)) return;
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
          <Grid
            key={field}
            size={{ xs: 12, sm: 6, md: 'grow' }}
            // A whole dd/mm/aaaa beside its calendar button.
            sx={DATES.includes(field) ? { minWidth: { md: 200 } } : undefined}
          >
            {DATES.includes(field) ? (
              <DateInput
                id={`invoice-filter-${field}`}
                name={field}
                size="small"
                label={t(`invoices.filters.${field}`)}
                value={values[field]}
                onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
              />
            ) : (
              <TextField
                size="small"
                fullWidth
                id={`invoice-filter-${field}`}
                name={field}
                type={field === 'user_email' ? 'email' : 'text'}
                label={t(`invoices.filters.${field}`)}
                value={values[field]}
                onChange={(e) => {
                  const value = NUMERIC.includes(field)
                    ? e.target.value.replace(/\D/g, '')
                    : e.target.value;
                  setValues((v) => ({ ...v, [field]: value }));
                }}
                slotProps={{
                  htmlInput: NUMERIC.includes(field)
                    ? { maxLength: 10, inputMode: 'numeric' }
                    : { maxLength: 254 },
                }}
              />
            )}
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
