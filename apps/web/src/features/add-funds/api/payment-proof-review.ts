import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentProof } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { paymentProofKeys } from './payment-proof-keys';

export const approvePaymentProof = (id: number) =>
  api.post<DataReply<PaymentProof>>(`payment_proofs/${id}/approve`).then((r) => r.data);

export const rejectPaymentProof = ({ id, reason }: { id: number; reason: string }) =>
  api.post<DataReply<PaymentProof>>(`payment_proofs/${id}/reject`, { reason }).then((r) => r.data);

/** Approve or reject; either way the lists refresh (a 409 means someone else reviewed it). */
function useReview<V>(fn: (v: V) => Promise<PaymentProof>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentProofKeys.all }),
  });
}

export const useApprovePaymentProof = () => useReview(approvePaymentProof);
export const useRejectPaymentProof = () => useReview(rejectPaymentProof);
