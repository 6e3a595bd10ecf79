import type { Query } from '../../../lib/api-client';

/** Cache keys of the users back office; every save invalidates `all`. */
export const usersKeys = {
  all: ['admin-users'] as const,
  list: (query: Query) => ['admin-users', 'list', query] as const,
  detail: (id: number) => ['admin-users', 'detail', id] as const,
  subUsers: (parentId: number, query: Query) =>
    ['admin-users', 'subusers', parentId, query] as const,
};
