import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { EvidenceFileField } from './EvidenceFileField';
import {
  EMPTY_OVERWEIGHT_FORM,
  ZOverweightFormValues,
  type OverweightFormValues,
} from './overweight-form-schema';

interface OverweightFormProps {
  cancelTo: string;
  submitting: boolean;
  onSubmit: (values: OverweightFormValues) => Promise<unknown>;
}

type TextName = Exclude<keyof OverweightFormValues, 'evidence_file'>;

/**
 * The carrier's measurements of one shipment (spec 2 "Overweights"): the shipment by number or
 * tracking number, the carrier's weight, volumetric weight and sides, and the evidence.
 */
export function OverweightForm({ cancelTo, submitting, onSubmit }: OverweightFormProps) {
  const { t } = useTranslation();
  const form = useForm<OverweightFormValues>({
    resolver: zodFormResolver(ZOverweightFormValues) as never,
    defaultValues: EMPTY_OVERWEIGHT_FORM,
  });
  const submit = useRecordSubmit(form, onSubmit);
  const field = (
    name: TextName,
    size: number,
    unit?: 'kg' | 'cm',
    extra: { required?: boolean; autoFocus?: boolean; multiline?: boolean; minRows?: number } = {},
  ) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={form.control}
        name={name}
        label={t(`overweights.form.${name}`)}
        {...extra}
        slotProps={{
          htmlInput: {
            inputMode: unit ? 'decimal' : name === 'shipment_id' ? 'numeric' : undefined,
            maxLength: name === 'evidence_description' ? OVERWEIGHT_EVIDENCE_DESCRIPTION_MAX : 40,
          },
        }}
      />
    </Grid>
  );
  return (
    <RecordFormCard
      label={t('overweights.form.label')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={cancelTo}
    >
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {t('overweights.form.shipmentHelp')}
        </Typography>
      </Grid>
      {field('shipment_id', 6, undefined, { autoFocus: true })}
      {field('tracking_number', 6)}
      {field('carrier_weight', 6, 'kg', { required: true })}
      {field('carrier_volumetric_weight', 6, 'kg')}
      {field('length', 4, 'cm')}
      {field('width', 4, 'cm')}
      {field('height', 4, 'cm')}
      {field('evidence_description', 12, undefined, { multiline: true, minRows: 2 })}
      <Grid size={12}>
        <EvidenceFileField
          control={form.control}
          label={t('overweights.form.evidence_file')}
          required={false}
        />
      </Grid>
    </RecordFormCard>
  );
}
