import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ListResponse, Transaction, TransactionAccount } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { transactionKeys } from './transaction-keys';

export type UserTransactionsReply = ListResponse<Transaction> & { user: TransactionAccount };

/** GET users/{id}/transactions (staff): one account's rows and the account itself. */
export const listUserTransactions = (userId: number, query: Query) =>
  api.get<UserTransactionsReply>(`users/${userId}/transactions`, query);

export const userTransactionsQueryOptions = (userId: number | null, query: Query) =>
  queryOptions({
    queryKey: transactionKeys.user(userId ?? 0, query),
    queryFn: userId === null ? skipToken : () => listUserTransactions(userId, query),
    placeholderData: keepPreviousData,
  });

export const useUserTransactions = (userId: number | null, query: Query) =>
  useQuery(userTransactionsQueryOptions(userId, query));
