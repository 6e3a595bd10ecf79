import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALL_WEEK_DAYS, EXCHANGE_RATES, type ServiceInput } from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormMultiPick } from './FormMultiPick';

type C = { control: Control<ServiceInput> };

/**
 * The service code: one of the provider's service types, or free text for the generic provider
 * (or a provider that lists none). A stored code the list lacks stays choosable.
 */
export function ServiceCodeField({
  control,
  types,
  current,
}: C & { types: { code: string; name: string }[] | null; current?: string }) {
  const { t } = useTranslation();
  if (!types?.length)
    return (
      <FormTextField
        control={control}
        name="code"
        label={t('services.fields.code')}
        helperText={t('services.codeHelp')}
        required
      />
    );
  const options = types.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  if (current && !types.some((s) => s.code === current))
    options.unshift({ value: current, label: current });
  return (
    <FormSelect
      control={control}
      name="code"
      label={t('services.fields.code')}
      helperText={t('services.codePickHelp')}
      emptyLabel={t('common.choose')}
      options={options}
      required
    />
  );
}

/** Exchange rate as spec 3 §9 lists it (1.0, 2.0, 3.0); a stored other value stays choosable. */
export function ExchangeRateField({ control, current }: C & { current?: number }) {
  const { t } = useTranslation();
  const rates: number[] = [...EXCHANGE_RATES];
  if (current !== undefined && !rates.includes(current)) rates.push(current);
  return (
    <FormSelect
      control={control}
      name="exchange_rate"
      label={t('services.fields.exchange_rate')}
      helperText={t('services.exchangeRateHelp')}
      options={rates.map((r) => ({ value: String(r), label: r.toFixed(1) }))}
    />
  );
}

/** Countries with select all / unselect all; at least one stays required (minimumCountryError). */
export function CountriesPick({
  control,
  countries,
}: C & { countries: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'country_ids' });
  return (
    <Grid size={12}>
      <FormMultiPick
        control={control}
        name="country_ids"
        label={t('services.fields.country_ids')}
        options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
        required
      />
      <Stack direction="row" spacing={1} mt={1}>
        <Button size="small" onClick={() => field.onChange(countries.map((c) => c.id))}>
          {t('services.selectAllCountries')}
        </Button>
        <Button size="small" onClick={() => field.onChange([])}>
          {t('services.unselectAllCountries')}
        </Button>
      </Stack>
    </Grid>
  );
}

/** The days the service runs (0 = Sunday); at least one. */
export function WeekDays({ control }: { control: Control<ServiceInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'week_days' });
  const days = (field.value as number[] | undefined) ?? [];
  return (
    <FormControl error={!!fieldState.error} component="fieldset">
      <FormLabel component="legend">{t('services.fields.week_days')}</FormLabel>
      <FormGroup row>
        {ALL_WEEK_DAYS.map((d) => (
          <FormControlLabel
            key={d}
            label={t(`services.days.${d}`)}
            control={
              <Checkbox
                checked={days.includes(d)}
                onChange={(e) =>
                  field.onChange(
                    e.target.checked ? [...days, d].sort() : days.filter((x) => x !== d),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
