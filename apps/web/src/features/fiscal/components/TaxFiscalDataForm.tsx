import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  INTEREST_SERVICES,
  TAX_DOCUMENT_FIELDS,
  TAX_DOCUMENT_MAX_BYTES,
  TAX_REGIMES,
  validationText,
  ZTaxVerificationForm,
  type TaxFiscalDatum,
  type TaxVerificationForm as Values,
} from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { currentLocale } from '../../../lib/i18n';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';
import type { TaxFiscalDataUpload } from '../api/tax-fiscal-data';
import { TaxDocumentField } from './TaxDocumentField';

type Output = z.output<typeof ZTaxVerificationForm>;

interface TaxFiscalDataFormProps {
  sent: TaxFiscalDatum | null;
  submitting: boolean;
  onSubmit: (values: TaxFiscalDataUpload) => Promise<unknown>;
}

const toValues = (sent: TaxFiscalDatum | null): Values => ({
  tax_regime: sent?.tax_regime ?? ('' as Values['tax_regime']),
  name: sent?.name ?? '',
  rfc_curp: sent?.rfc_curp ?? '',
  social_url: sent?.social_url ?? '',
  services: sent?.services ?? [],
  doc_image: null,
  article_image: null,
});

/**
 * The tax verification form (spec 3 §5): a person gives a social profile, a company its
 * articles of incorporation; documents are images or PDF up to 5 MB. The server checks the
 * documents' bytes again and answers on the same fields.
 */
export function TaxFiscalDataForm({ sent, submitting, onSubmit }: TaxFiscalDataFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({
    resolver: zodFormResolver(ZTaxVerificationForm),
    defaultValues: toValues(sent),
  });
  const { control } = form;
  const regime = useWatch({ control, name: 'tax_regime' });
  const submit = useRecordSubmit(form, async (parsed) => {
    // The resolver keeps the browser's File objects (a FileLike to the shared schema).
    const values = parsed as TaxFiscalDataUpload;
    const big = TAX_DOCUMENT_FIELDS.filter((f) => (values[f]?.size ?? 0) > TAX_DOCUMENT_MAX_BYTES);
    for (const field of big)
      form.setError(field, {
        message: validationText('v.tax_document_too_large', currentLocale()),
      });
    if (big.length === 0) await onSubmit(values);
  });

  return (
    <RecordFormCard
      label={t('fiscal.tax.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('verify')}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="tax_regime"
          label={t('fiscal.tax.fields.tax_regime')}
          required
          emptyLabel={t('common.choose')}
          options={TAX_REGIMES.map((r) => ({ value: r, label: t(`fiscal.tax.regimes.${r}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="name" label={t('fiscal.tax.fields.name')} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="rfc_curp"
          label={t('fiscal.tax.fields.rfc_curp')}
          required
          slotProps={{ htmlInput: { maxLength: 18, style: { textTransform: 'uppercase' } } }}
        />
      </Grid>
      {regime !== 'moral' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="social_url"
            label={t('fiscal.tax.fields.social_url')}
            helperText={t('fiscal.tax.socialHelp')}
            required={regime === 'physical'}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TaxDocumentField
          control={control}
          name="doc_image"
          label={t('fiscal.tax.fields.doc_image')}
          current={sent?.doc_image?.name}
        />
      </Grid>
      {regime === 'moral' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TaxDocumentField
            control={control}
            name="article_image"
            label={t('fiscal.tax.fields.article_image')}
            required={!sent?.article_image}
            current={sent?.article_image?.name}
          />
        </Grid>
      )}
      <Grid size={12}>
        <ServicesField control={control} />
      </Grid>
    </RecordFormCard>
  );
}

/** Services of interest: any of the five (spec 3 §9). */
function ServicesField({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'services' });
  const chosen = (field.value ?? []) as string[];
  const toggle = (service: string, on: boolean) =>
    field.onChange(on ? [...chosen, service] : chosen.filter((s) => s !== service));
  return (
    <FormControl component="fieldset" error={!!fieldState.error}>
      <FormLabel component="legend">{t('fiscal.tax.fields.services')}</FormLabel>
      <FormGroup row>
        {INTEREST_SERVICES.map((service) => (
          <FormControlLabel
            key={service}
            label={t(`fiscal.tax.services.${service}`)}
            control={
              <Checkbox
                checked={chosen.includes(service)}
                onChange={(e) => toggle(service, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
