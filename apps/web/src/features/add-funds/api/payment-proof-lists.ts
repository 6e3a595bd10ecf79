import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, PaymentProof } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { paymentProofKeys } from './payment-proof-keys';

/** GET transfer_funds/payment_proofs: the signed-in account's proofs (bank tab). */
export const ownPaymentProofsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: paymentProofKeys.own(query),
    queryFn: () => api.get<ListResponse<PaymentProof>>('transfer_funds/payment_proofs', query),
    placeholderData: keepPreviousData,
  });

export const useOwnPaymentProofs = (query: Query) => useQuery(ownPaymentProofsQueryOptions(query));

/** GET payment_proofs: the staff's review queue (pending unless `where[status]` says otherwise). */
export const paymentProofsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: paymentProofKeys.review(query),
    queryFn: () => api.get<ListResponse<PaymentProof>>('payment_proofs', query),
    placeholderData: keepPreviousData,
  });

export const usePaymentProofs = (query: Query) => useQuery(paymentProofsQueryOptions(query));
