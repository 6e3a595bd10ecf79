import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Overweight, OverweightAction } from '@despacho/shared';
import { apiRequest, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { transactionKeys } from '../../transactions/api/transaction-keys';
import { overweightKeys } from './overweight-keys';

/**
 * After money moved: the lists (the row's new status), the balances (the shell's, the
 * dashboard's) and the ledgers that show the new row.
 */
export const refreshAfterMoney = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: overweightKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  ]);

interface ActionCallbacks {
  onSuccess: (overweight: Overweight, action: OverweightAction) => void;
  onError: (error: unknown) => void;
}

/**
 * PUT overweights/{id}/{deduction|refund|rebate|cancel_rebate}: one transition of spec 2 §4.
 * The callbacks live on the mutation itself, so the notice is given even when the row that
 * asked re-renders or leaves the page meanwhile; the refresh is not waited for.
 */
export function useOverweightAction({ onSuccess, onError }: ActionCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: OverweightAction }) =>
      apiRequest<DataReply<Overweight>>('PUT', `overweights/${id}/${action}`, { body: {} }).then(
        (r) => r.data,
      ),
    onSuccess: (overweight, { action }) => onSuccess(overweight, action),
    onError: (error) => onError(error),
    onSettled: () => void refreshAfterMoney(queryClient),
  });
}

/** PUT overweights/{id}/evidence (multipart): the description and an image or PDF. */
export function useReportEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description, file }: { id: number; description: string; file: File }) => {
      const form = new FormData();
      form.append('overweight[evidence_description]', description);
      form.append('overweight[evidence_file]', file);
      return apiRequest<DataReply<Overweight>>('PUT', `overweights/${id}/evidence`, {
        body: form,
      }).then((r) => r.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overweightKeys.all }),
  });
}
