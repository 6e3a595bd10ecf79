import type { Query } from '../../../lib/api-client';

/** Cache keys of payment proofs: both lists hang under `all`, so one invalidation refreshes them. */
export const paymentProofKeys = {
  all: ['payment-proofs'] as const,
  own: (query: Query) => ['payment-proofs', 'own', query] as const,
  review: (query: Query) => ['payment-proofs', 'review', query] as const,
};
