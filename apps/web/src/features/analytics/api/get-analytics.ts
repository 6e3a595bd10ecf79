import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics, AnalyticsEmbed } from '@despacho/shared';
import { api, type DataReply, type Query } from '../../../lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  figures: (query: Query) => ['analytics', 'figures', query] as const,
  embed: ['analytics', 'embed'] as const,
};

/** GET analytics: a customer's own figures, the tenant's (or one account's) for staff. */
export const getAnalytics = (query: Query) =>
  api.get<DataReply<Analytics>>('analytics', query).then((r) => r.data);

export const analyticsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: analyticsKeys.figures(query),
    queryFn: () => getAnalytics(query),
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (query: Query, enabled = true) =>
  useQuery({ ...analyticsQueryOptions(query), enabled });

/** GET analytics/embed: the tenant's external page (with a fresh 10-minute token), or null. */
export const getAnalyticsEmbed = () =>
  api.get<DataReply<AnalyticsEmbed>>('analytics/embed').then((r) => r.data);

export const useAnalyticsEmbed = () =>
  useQuery({
    queryKey: analyticsKeys.embed,
    queryFn: getAnalyticsEmbed,
    // The token inside lives 10 minutes: a later visit asks for a new one.
    staleTime: 0,
    gcTime: 0,
  });
