import { useQuery } from '@tanstack/react-query';
import type { PublicTracking } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

/** GET /tracking/:n — public (X-Tenant only); a 404 means no such tracking number here. */
export const usePublicTracking = (trackingNumber: string) =>
  useQuery({
    queryKey: ['tracking', 'public', trackingNumber],
    queryFn: () =>
      api
        .get<DataReply<PublicTracking>>(`tracking/${encodeURIComponent(trackingNumber)}`)
        .then((r) => r.data),
    enabled: trackingNumber !== '',
    retry: false,
    staleTime: 60_000,
  });
