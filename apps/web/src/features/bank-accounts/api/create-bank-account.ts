import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccount, BankAccountForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST bank_accounts with the body wrapped by model: `{bank_account: {...}}`. */
export const createBankAccount = (bankAccount: BankAccountForm) =>
  api
    .post<DataReply<BankAccount>>('bank_accounts', { bank_account: bankAccount })
    .then((r) => r.data);

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bankAccounts.all }),
  });
}
