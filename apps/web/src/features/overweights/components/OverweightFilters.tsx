import { FoldingFilters } from '../../../components/data-table/FoldingFilters';
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OVERWEIGHT_STATUS_CODES, OVERWEIGHT_STATUSES } from '@despacho/shared';
import type { ListParams } from '../../../components/data-table';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { useCarrierChoices, useServiceChoices } from '../api/filter-choices';

/** The staff list's filters as URL fields; each is sent as `where[field]=value`. */
export const OVERWEIGHT_FILTERS = [
  'shipment_id',
  'tracking_number',
  'user_email',
  'status',
  'carrier_id',
  'service_id',
] as const;
type Field = (typeof OVERWEIGHT_FILTERS)[number];
type Values = Record<Field, string>;
const TEXT_FIELDS = ['shipment_id', 'tracking_number', 'user_email'] as const;

const fromUrl = (filters: Record<string, string>): Values =>
  Object.fromEntries(OVERWEIGHT_FILTERS.map((f) => [f, filters[f] ?? ''])) as Values;

/**
 * The staff filters (spec 2 "Overweights"): typed ones run on Enter or the search button, a
 * select at once; the status goes as the spec's code (0 unpaid … 3 refunded); the service is
 * offered only once a carrier is picked, from that carrier's services.
 */
export function OverweightFilters({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const phone = useIsPhone();
  const [values, setValues] = useState<Values>(() => fromUrl(params.filters));
  const carriers = useCarrierChoices(true).data ?? [];
  const services = useServiceChoices(values.carrier_id).data ?? [];

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
      for (const field of OVERWEIGHT_FILTERS) {
        const value = next[field].trim();
        // A service belongs to one carrier: without a carrier it never filters.
        if (value && (field !== 'service_id' || next.carrier_id)) url.set(field, value);
        else url.delete(field);
      }
      url.delete('page');
      return url;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };
  const choose = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    if (field === 'carrier_id') next.service_id = '';
    setValues(next);
    apply(next);
  };

  const select = (field: Field, options: { value: string; label: string }[], disabled = false) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField
        select
        size="small"
        fullWidth
        id={`filter-${field}`}
        name={field}
        label={t(`overweights.filters.${field}`)}
        value={values[field]}
        disabled={disabled}
        helperText={disabled ? t('overweights.filters.serviceHelp') : undefined}
        onChange={(e) => choose(field, e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('common.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    </Grid>
  );

  const panel = (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={t('overweights.filters.label')}
      onSubmit={submit}
      sx={{ p: 2 }}
    >
      <Grid container spacing={1.5}>
        {TEXT_FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <TextField
              size="small"
              fullWidth
              id={`filter-${field}`}
              name={field}
              label={t(`overweights.filters.${field}`)}
              value={values[field]}
              type={field === 'user_email' ? 'search' : 'text'}
              onChange={(e) => {
                // A shipment number is digits only: anything else could never match.
                const value =
                  field === 'shipment_id' ? e.target.value.replace(/\D/g, '') : e.target.value;
                setValues((v) => ({ ...v, [field]: value }));
              }}
              slotProps={{
                htmlInput: {
                  maxLength: field === 'shipment_id' ? 10 : 100,
                  inputMode: field === 'shipment_id' ? 'numeric' : undefined,
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
      <Grid container spacing={1.5} sx={{ mt: 1.5 }}>
        {select(
          'status',
          OVERWEIGHT_STATUSES.map((s) => ({
            value: String(OVERWEIGHT_STATUS_CODES[s]),
            label: t(`overweights.statuses.${s}`),
          })),
        )}
        {select(
          'carrier_id',
          carriers.map((c) => ({ value: String(c.id), label: c.name })),
        )}
        {select(
          'service_id',
          services.map((s) => ({ value: String(s.id), label: s.name })),
          values.carrier_id === '',
        )}
      </Grid>
    </Paper>
  );
  return (
    <FoldingFilters
      phone={phone}
      label={t('overweights.filters.label')}
      applied={OVERWEIGHT_FILTERS.filter((f) => params.filters[f]).length}
    >
      {panel}
    </FoldingFilters>
  );
}
