import type { Query } from '../../../lib/api-client';

/** Cache keys of invoices: both tables hang under `all`, so one invalidation refreshes them. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: Query) => ['invoices', 'list', query] as const,
};
