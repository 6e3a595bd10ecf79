import type { Query } from '../../../lib/api-client';

/** Cache keys of the area: every list hangs under `all`, so one invalidation refreshes them. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (query: Query) => ['transactions', 'list', query] as const,
  user: (userId: number, query: Query) => ['transactions', 'user', userId, query] as const,
};
