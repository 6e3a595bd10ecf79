import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getBankAccount = (id: number) =>
  api.get<DataReply<BankAccount>>(`bank_accounts/${id}`).then((r) => r.data);

export const bankAccountQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.bankAccounts.detail(id), queryFn: () => getBankAccount(id) });

export const useBankAccount = (id: number) => useQuery(bankAccountQueryOptions(id));
