import { useQuery } from '@tanstack/react-query';
import type { PublicTracking } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

/**
 * GET /tracking/:n — public (X-Tenant only); a 404 means no such tracking number here. The
 * destination postal code (when given) unlocks the cities and the scans' details; a wrong one is
 * a 422 on `postal_code`, too many wrong ones a 429.
 */
export const usePublicTracking = (
  trackingNumber: string,
  postalCode = '',
  opts: { enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: ['tracking', 'public', trackingNumber, postalCode],
    queryFn: () =>
      api
        .get<DataReply<PublicTracking>>(`tracking/${encodeURIComponent(trackingNumber)}`, {
          postal_code: postalCode,
        })
        .then((r) => r.data),
    enabled: trackingNumber !== '' && (opts.enabled ?? true),
    retry: false,
    staleTime: 60_000,
  });
