import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getBankAccount = (id: number) =>
  api.get<DataReply<BankAccount>>(`bank_accounts/${id}`).then((r) => r.data);

/** No id (a malformed address) asks nothing. */
export const bankAccountQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: queryKeys.bankAccounts.detail(id ?? 0),
    queryFn: id === null ? skipToken : () => getBankAccount(id),
  });

export const useBankAccount = (id: number | null) => useQuery(bankAccountQueryOptions(id));
