import type { Query } from '../../../lib/api-client';

/** Cache keys of the area: every list hangs under `all`, so one invalidation refreshes them. */
export const overweightKeys = {
  all: ['overweights'] as const,
  list: (query: Query) => ['overweights', 'list', query] as const,
};
