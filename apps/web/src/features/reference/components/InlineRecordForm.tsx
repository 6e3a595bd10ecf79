import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';

export interface InlineField {
  name: string;
  label: string;
  required?: boolean;
  size?: number;
}

/**
 * A one-line form for a small reference record (country, state, provider, validator): the
 * shared contract checks it in the browser, the server's refusal lands on the fields.
 */
export function InlineRecordForm({
  schema,
  fields,
  values,
  label,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: {
  schema: z.ZodType;
  fields: InlineField[];
  values: FieldValues;
  label: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: FieldValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<FieldValues>({
    resolver: zodFormResolver(schema as never) as never,
    defaultValues: values,
  });
  const submit = useRecordSubmit(form, (v) => onSubmit(v).then(() => form.reset(values)));
  return (
    <Grid
      component="form"
      container
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-label={label}
      sx={{ mb: 2 }}
    >
      {fields.map((f) => (
        <Grid key={f.name} size={{ xs: 12, sm: f.size ?? 4 }}>
          <FormTextField
            control={form.control}
            name={f.name}
            label={f.label}
            required={f.required}
          />
        </Grid>
      ))}
      <Grid size="grow" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </Grid>
    </Grid>
  );
}
