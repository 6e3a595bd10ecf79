import type { Query } from './api-client';

/** Every cache key in one place, so invalidation after a save names the same key the list uses. */
export const queryKeys = {
  tenant: ['tenant'] as const,
  currentUser: ['current-user'] as const,
  acls: ['acls'] as const,
  registerFlag: ['settings', 'register-flag'] as const,
  setting: (key: string) => ['settings', 'by-key', key] as const,
  dashboard: ['dashboard'] as const,
  notices: {
    all: ['notices'] as const,
    list: (query: Query) => ['notices', 'list', query] as const,
    detail: (id: number) => ['notices', 'detail', id] as const,
  },
  bankAccounts: {
    all: ['bank-accounts'] as const,
    list: (query: Query) => ['bank-accounts', 'list', query] as const,
    detail: (id: number) => ['bank-accounts', 'detail', id] as const,
  },
  packages: {
    all: ['packages'] as const,
    list: (query: Query) => ['packages', 'list', query] as const,
    detail: (id: number) => ['packages', 'detail', id] as const,
  },
  addresses: {
    all: ['addresses'] as const,
    list: (query: Query) => ['addresses', 'list', query] as const,
    detail: (id: number) => ['addresses', 'detail', id] as const,
  },
};
