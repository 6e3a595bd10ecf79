import { useMemo, useRef } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  bankTransferProofSchema,
  PAYMENT_PROOF_MAX_FILES,
  PAYMENT_PROOF_MIN_AMOUNT,
  settingNumber,
  type BankTransferProofForm as FormValues,
} from '@despacho/shared';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormTextField } from '../../../components/form/FormTextField';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { formatMoney, todayIn } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useTenant } from '../../tenant/api/get-tenant';
import { useSendPaymentProof } from '../api/payment-proof-send';

/** The types the server accepts (it checks the bytes again). */
const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

const emptyValues = (today: string): FormValues => ({
  amount: '',
  transaction_date: today,
  files: [],
});

/**
 * The bank tab's proof form (spec 1 §2, §5): amount (at least 1, or the tenant's
 * `bank_amount`), the transfer's date (today at the latest, tenant calendar) and the receipt
 * files (PNG, JPEG or PDF, 5 MB each), checked here with the shared schema and again by the
 * server, whose refusals land on the same fields.
 */
export function BankTransferProofForm({ minAmount }: { minAmount: string | undefined }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const timeZone = useTenant().data?.time_zone;
  const today = todayIn(timeZone);
  const schema = useMemo(() => bankTransferProofSchema({ today, minAmount }), [today, minAmount]);
  const form = useForm<FormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodFormResolver(schema),
    defaultValues: emptyValues(today),
  });
  const send = useSendPaymentProof();
  const submit = useRecordSubmit(form, async (values) => {
    await send.mutateAsync({
      amount: values.amount,
      transaction_date: values.transaction_date,
      files: values.files as unknown as File[],
    });
    notify(t('paymentProofs.paymentProofSentSuccess'), 'success');
    form.reset(emptyValues(today));
  });
  const minimum = Math.max(PAYMENT_PROOF_MIN_AMOUNT, settingNumber(minAmount, 1)).toFixed(2);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('paymentProofs.formTitle')}
      spacing={2}
    >
      <div>
        <Typography variant="h6" component="h2">
          {t('paymentProofs.formTitle')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('paymentProofs.formIntro')}
        </Typography>
      </div>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="amount"
            label={t('paymentProofs.fields.amount')}
            required
            helperText={t('paymentProofs.minAmount', {
              amount: formatMoney(minimum, currentLocale()),
            })}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="transaction_date"
            label={t('paymentProofs.fields.transaction_date')}
            required
            maxDate={today}
          />
        </Grid>
        <Grid size={12}>
          <ProofFilesField control={form.control} />
        </Grid>
      </Grid>
      <div>
        <Button type="submit" variant="contained" startIcon={<Send />} loading={send.isPending}>
          {t('paymentProofs.submit')}
        </Button>
      </div>
    </Stack>
  );
}

/** The file picker: several files, each removable, with the schema's or server's message. */
function ProofFilesField({ control }: { control: Control<FormValues> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name: 'files' });
  const files = (field.value ?? []) as File[];
  // Per-file problems (type, size) come under files.N; the list's own under files.
  const error = fieldState.error as
    ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
  const itemError = (i: number) => error?.[i]?.message;
  const messages = [
    error?.message,
    ...files.map((f, i) => itemError(i) && `${f.name}: ${itemError(i)}`),
  ].filter(Boolean);

  const add = (list: FileList | null) => {
    if (!list?.length) return;
    field.onChange([...files, ...Array.from(list)]);
    if (input.current) input.current.value = '';
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFile />}
        color={messages.length ? 'error' : 'primary'}
      >
        {t('paymentProofs.pickFiles')}
        <input
          ref={input}
          hidden
          type="file"
          multiple
          accept={ACCEPT}
          name={field.name}
          aria-label={t('paymentProofs.fields.files')}
          onChange={(e) => add(e.target.files)}
        />
      </Button>
      {files.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {files.map((file, i) => (
            <Chip
              key={`${file.name}-${i}`}
              label={file.name}
              color={itemError(i) ? 'error' : 'default'}
              onDelete={() => field.onChange(files.filter((_, j) => j !== i))}
            />
          ))}
        </Stack>
      )}
      <FormHelperText error={messages.length > 0} sx={{ whiteSpace: 'pre-line' }}>
        {messages.length
          ? messages.join('\n')
          : t('paymentProofs.filesHelp', { max: PAYMENT_PROOF_MAX_FILES })}
      </FormHelperText>
    </Stack>
  );
}
