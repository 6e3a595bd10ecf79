import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TRANSACTION_DESCRIPTION_MAX,
  TRANSACTION_TYPES,
  ZTransactionCreateForm,
  type TransactionCreateForm,
} from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';

interface TransactionFormProps {
  cancelTo: string;
  submitting: boolean;
  onSubmit: (values: TransactionCreateForm) => Promise<unknown>;
}

/** No type is preselected: which way money moves is a choice staff make every time. */
const EMPTY = {
  amount: '',
  transaction_type: '' as TransactionCreateForm['transaction_type'],
  description: '',
};

/** Amount, type and description (spec 3 §5), resolved by the same contract the server uses. */
export function TransactionForm({ cancelTo, submitting, onSubmit }: TransactionFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodFormResolver(ZTransactionCreateForm),
    defaultValues: EMPTY,
  });
  const { control } = form;
  const submit = useRecordSubmit(form, (values) =>
    onSubmit({ ...values, amount: String(values.amount) }),
  );
  return (
    <RecordFormCard
      label={t('transactions.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={cancelTo}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="amount"
          label={t('transactions.fields.amount')}
          helperText={t('transactions.fields.amountHelp')}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="transaction_type"
          label={t('transactions.fields.transaction_type')}
          required
          emptyLabel={t('common.choose')}
          options={TRANSACTION_TYPES.map((type) => ({
            value: type,
            label: t(`transactions.types.${type}`),
          }))}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="description"
          label={t('transactions.fields.description')}
          helperText={t('transactions.fields.descriptionHelp')}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: TRANSACTION_DESCRIPTION_MAX } }}
        />
      </Grid>
    </RecordFormCard>
  );
}
