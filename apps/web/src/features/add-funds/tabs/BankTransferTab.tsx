import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { useBankAccounts } from '../../bank-accounts/api/list-bank-accounts';
import { PayIntoAccounts } from '../../bank-accounts/components/PayIntoAccounts';
import { BankTransferProofForm } from '../components/BankTransferProofForm';
import { PaymentProofOwnList } from '../components/PaymentProofOwnList';

const ALL_ACCOUNTS = { page: 1, per_page: 100, order: 'bank asc' };

/**
 * Add funds → bank transfer (spec 1 §2): the tenant's accounts to pay into, with copy buttons;
 * the proof form; and the account's proofs with their status. The deposit waits as pending
 * until staff approve it.
 */
export function BankTransferTab() {
  const { data } = useBankAccounts(ALL_ACCOUNTS);
  const minAmount = useSettingValue('bank_amount');
  return (
    <Stack spacing={3}>
      <PayIntoAccounts accounts={data?.data} />
      <Divider />
      <BankTransferProofForm minAmount={minAmount} />
      <Divider />
      <PaymentProofOwnList />
    </Stack>
  );
}
