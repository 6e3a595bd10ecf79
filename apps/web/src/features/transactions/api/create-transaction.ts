import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Transaction,
  TransactionCreateFields,
  TransactionCreateRequest,
} from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { transactionKeys } from './transaction-keys';

/** POST transactions {transaction} (staff): a cleared deposit or withdrawal on a user's balance. */
export const createTransaction = (transaction: TransactionCreateFields) =>
  api
    .post<DataReply<Transaction>>('transactions', {
      transaction,
    } satisfies TransactionCreateRequest)
    .then((r) => r.data);

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    // The lists, the account's balance (its header) and, if it is the signed-in user's own
    // account, the shell's balance.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]),
  });
}
