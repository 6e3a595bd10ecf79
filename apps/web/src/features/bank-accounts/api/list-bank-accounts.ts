import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount, ListResponse } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const listBankAccounts = (query: Query) =>
  api.get<ListResponse<BankAccount>>('bank_accounts', query);

export const bankAccountsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: queryKeys.bankAccounts.list(query),
    queryFn: () => listBankAccounts(query),
    placeholderData: keepPreviousData,
  });

export const useBankAccounts = (query: Query) => useQuery(bankAccountsQueryOptions(query));
