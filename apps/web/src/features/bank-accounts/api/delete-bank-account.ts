import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const deleteBankAccount = (id: number) => api.delete<unknown>(`bank_accounts/${id}`);

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bankAccounts.all }),
  });
}
