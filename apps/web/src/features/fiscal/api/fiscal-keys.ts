/** Query keys of the fiscal area (fiscal data and tax verification). */
export const fiscalKeys = {
  all: ['fiscal'] as const,
  ownData: () => [...fiscalKeys.all, 'data', 'own'] as const,
  userData: (userId: number) => [...fiscalKeys.all, 'data', 'user', userId] as const,
  ownTax: () => [...fiscalKeys.all, 'tax', 'own'] as const,
  userTax: (userId: number) => [...fiscalKeys.all, 'tax', 'user', userId] as const,
};
