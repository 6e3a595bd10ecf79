import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  bankFromClabe,
  ZBankAccountForm,
  type BankAccount,
  type BankAccountForm as BankAccountFormValues,
} from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { RecordFormCard } from '../../../components/form/RecordFormCard';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { pathTo } from '../../../app/route-table';

interface BankAccountFormProps {
  bankAccount?: BankAccount;
  submitting: boolean;
  onSubmit: (values: BankAccountFormValues) => Promise<unknown>;
}

const toValues = (account?: BankAccount): BankAccountFormValues => ({
  account_number: account?.account_number ?? '',
  clabe: account?.clabe ?? '',
  beneficiary: account?.beneficiary ?? '',
  rfc: account?.rfc ?? '',
});

/**
 * Create and edit share this form, resolved by the shared ZBankAccountForm contract. The bank is
 * not typed: it is read from the CLABE's first three digits (ABM catalogue) as the CLABE is typed.
 */
export function BankAccountForm({ bankAccount, submitting, onSubmit }: BankAccountFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodFormResolver(ZBankAccountForm),
    defaultValues: toValues(bankAccount),
  });
  const { control } = form;
  const submit = useRecordSubmit(form, onSubmit);
  const clabe = useWatch({ control, name: 'clabe' }) ?? '';
  const bank = clabe.length >= 3 ? bankFromClabe(clabe) : null;

  return (
    <RecordFormCard
      label={t('bankAccounts.formLabel')}
      onSubmit={submit}
      submitting={submitting}
      cancelTo={pathTo('bankAccounts')}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="clabe"
          label={t('bankAccounts.fields.clabe')}
          helperText={t('bankAccounts.clabeHelp')}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="derived-bank"
          label={t('bankAccounts.fields.bank')}
          value={bank ?? ''}
          placeholder={t('bankAccounts.bankFromClabe')}
          helperText={
            clabe.length >= 3 && !bank ? t('bankAccounts.bankUnknown') : t('bankAccounts.bankHelp')
          }
          error={clabe.length >= 3 && !bank}
          fullWidth
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="beneficiary"
          label={t('bankAccounts.fields.beneficiary')}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="account_number"
          label={t('bankAccounts.fields.account_number')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="rfc"
          label={t('bankAccounts.fields.rfc')}
          required
          slotProps={{ htmlInput: { maxLength: 13, style: { textTransform: 'uppercase' } } }}
        />
      </Grid>
    </RecordFormCard>
  );
}
