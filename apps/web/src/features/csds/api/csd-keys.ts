/** Cache keys of the tenant's CSD. */
export const csdKeys = {
  all: ['csds'] as const,
  current: () => ['csds', 'current'] as const,
};
