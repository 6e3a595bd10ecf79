import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccount, BankAccountForm } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateBankAccount = ({
  id,
  bankAccount,
}: {
  id: number;
  bankAccount: BankAccountForm;
}) =>
  api
    .put<DataReply<BankAccount>>(`bank_accounts/${id}`, { bank_account: bankAccount })
    .then((r) => r.data);

export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(queryKeys.bankAccounts.detail(account.id), account);
      return queryClient.invalidateQueries({ queryKey: queryKeys.bankAccounts.all });
    },
  });
}
