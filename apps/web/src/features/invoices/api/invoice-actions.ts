import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceCancelRequest } from '@despacho/shared';
import { api, downloadFile, type DataReply } from '../../../lib/api-client';
import { transactionKeys } from '../../transactions/api/transaction-keys';
import { invoiceKeys } from './invoice-keys';

const TRANSACTIONS = transactionKeys.all;

export const requestInvoice = (transactionId: number) =>
  api
    .post<DataReply<Invoice>>('invoices/request_invoice', { transaction_id: transactionId })
    .then((r) => r.data);

export const generateInvoice = (id: number) =>
  api.put<DataReply<Invoice>>(`invoices/${id}`).then((r) => r.data);

export const rejectInvoice = ({ id, reason }: { id: number; reason: string }) =>
  api.put<DataReply<Invoice>>(`invoices/${id}/reject_invoice`, { reason }).then((r) => r.data);

export const cancelInvoice = ({ id, ...body }: InvoiceCancelRequest & { id: number }) =>
  api.post<DataReply<Invoice>>(`invoices/${id}/cancel`, body).then((r) => r.data);

/** POST invoices/{id}/download: saves `<id>.zip` (the stamped XML and its PDF). */
export const downloadInvoice = (id: number) =>
  downloadFile(`invoices/${id}/download`, `${id}.zip`, { method: 'POST' });

/** Any change refreshes both invoice tables and the transaction lists (their invoice chip). */
function useInvoiceMutation<V>(fn: (v: V) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      await queryClient.invalidateQueries({ queryKey: TRANSACTIONS });
    },
  });
}

export const useRequestInvoice = () => useInvoiceMutation(requestInvoice);
export const useGenerateInvoice = () => useInvoiceMutation(generateInvoice);
export const useRejectInvoice = () => useInvoiceMutation(rejectInvoice);
export const useCancelInvoice = () => useInvoiceMutation(cancelInvoice);
