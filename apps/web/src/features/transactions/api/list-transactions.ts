import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Transaction } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { transactionKeys } from './transaction-keys';

/** GET transactions: the tenant's for staff, the caller's account's for everyone else. */
export const listTransactions = (query: Query) =>
  api.get<ListResponse<Transaction>>('transactions', query);

export const transactionsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: () => listTransactions(query),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (query: Query) => useQuery(transactionsQueryOptions(query));
