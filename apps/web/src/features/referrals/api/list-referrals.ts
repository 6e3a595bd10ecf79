import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Referral } from '@despacho/shared';
import { api, type Query } from '../../../lib/api-client';

export const referralKeys = {
  all: ['referrals'] as const,
  list: (query: Query) => ['referrals', 'list', query] as const,
};

/** GET referrals: who signed up with the signed-in user's code. */
export const useReferrals = (query: Query) =>
  useQuery(
    queryOptions({
      queryKey: referralKeys.list(query),
      queryFn: () => api.get<ListResponse<Referral>>('referrals', query),
      placeholderData: keepPreviousData,
    }),
  );
