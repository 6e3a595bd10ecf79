import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice, ListResponse } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET invoices: the tenant's (staff) or the account's, filtered by `where[...]`. */
export const invoicesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => api.get<ListResponse<Invoice>>('invoices', query),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: Query) => useQuery(invoicesQueryOptions(query));
