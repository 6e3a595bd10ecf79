import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Calculate from '@mui/icons-material/Calculate';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARCEL_TYPES, ZQuoteForm, type QuoteForm } from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useCountryChoices } from '../api/get-countries';
import { PostalCodeField } from './PostalCodeField';
import { useDocEnvelope } from './use-doc-envelope';

const EMPTY = {
  parcel_type: 'box',
  origin_country_id: '',
  origin_postal_code: '',
  destination_country_id: '',
  destination_postal_code: '',
  length: '',
  width: '',
  height: '',
  weight: '',
} as unknown as QuoteForm;

interface QuoteFormCardProps {
  submitting: boolean;
  onQuote: (quote: QuoteForm) => void;
}

/** Spec 2 "Quotes": two postal codes and countries (Mexico by default) and the parcel. */
export function QuoteFormCard({ submitting, onQuote }: QuoteFormCardProps) {
  const { t } = useTranslation();
  const countries = useCountryChoices().data;
  const form = useForm<QuoteForm>({ resolver: zodFormResolver(ZQuoteForm), defaultValues: EMPTY });
  const { control } = form;
  const mexicoId = countries?.find((c) => c.code === 'MX')?.id;

  // Both countries start as Mexico once the list is known.
  useEffect(() => {
    if (!mexicoId) return;
    for (const field of ['origin_country_id', 'destination_country_id'] as const) {
      if (!form.getValues(field)) form.setValue(field, String(mexicoId) as never);
    }
  }, [mexicoId, form]);

  const [parcelType, originCountry, destinationCountry] = useWatch({
    control,
    name: ['parcel_type', 'origin_country_id', 'destination_country_id'],
  });
  useDocEnvelope(form, parcelType);
  const countryOptions = (countries ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const isMexico = (id: unknown) => !!mexicoId && String(id) === String(mexicoId);
  const submit = form.handleSubmit((values) => onQuote(values));

  return (
    <Card variant="outlined">
      <CardContent>
        <Grid
          component="form"
          container
          spacing={2}
          noValidate
          onSubmit={submit}
          aria-label={t('quotes.formLabel')}
        >
          {(['origin', 'destination'] as const).map((end) => (
            <Grid key={end} size={{ xs: 12, md: 6 }} container spacing={2}>
              <Grid size={12}>
                <Typography variant="subtitle1" component="h2" fontWeight={600}>
                  {t(`quotes.${end}`)}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect
                  control={control}
                  name={`${end}_country_id`}
                  label={t('quotes.country')}
                  options={countryOptions}
                  emptyLabel={countries ? undefined : t('common.loading')}
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PostalCodeField
                  control={control}
                  name={`${end}_postal_code`}
                  label={t('quotes.postalCode')}
                  mexico={isMexico(end === 'origin' ? originCountry : destinationCountry)}
                />
              </Grid>
            </Grid>
          ))}
          <Grid size={12}>
            <Typography variant="subtitle1" component="h2" fontWeight={600}>
              {t('quotes.parcel')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 2.4 }}>
            <FormSelect
              control={control}
              name="parcel_type"
              label={t('quotes.parcelType')}
              options={PARCEL_TYPES.map((p) => ({ value: p, label: t(`quotes.parcelTypes.${p}`) }))}
              required
            />
          </Grid>
          {parcelType === 'doc' ? (
            <Grid size={{ xs: 12, sm: 8, md: 9.6 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('quotes.docHelp')}
              </Typography>
            </Grid>
          ) : (
            (['length', 'width', 'height', 'weight'] as const).map((field) => (
              <Grid key={field} size={{ xs: 6, sm: 4, md: 2.4 }}>
                <FormTextField
                  control={control}
                  name={field}
                  label={t(`quotes.${field}`)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  required
                />
              </Grid>
            ))
          )}
          <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<Calculate />}
              loading={submitting}
            >
              {t('quotes.submit')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
