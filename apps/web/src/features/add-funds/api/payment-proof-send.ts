import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentProof } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { paymentProofKeys } from './payment-proof-keys';

export interface PaymentProofUpload {
  amount: string;
  transaction_date: string;
  files: File[];
}

/** POST transfer_funds/send_payment_proof as the spec's form data: files[], amount, transaction_date. */
export function sendPaymentProof(values: PaymentProofUpload) {
  const form = new FormData();
  form.append('amount', values.amount);
  form.append('transaction_date', values.transaction_date);
  for (const file of values.files) form.append('files[]', file, file.name);
  return api
    .upload<DataReply<PaymentProof>>('transfer_funds/send_payment_proof', form)
    .then((r) => r.data);
}

export function useSendPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPaymentProof,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: paymentProofKeys.all });
      // The pending deposit shows in "My transactions".
      await queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
