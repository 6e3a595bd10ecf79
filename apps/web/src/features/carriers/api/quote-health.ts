import { useQuery } from '@tanstack/react-query';
import type { CarrierQuoteHealth } from '@despacho/shared';
import { api } from '../../../lib/api-client';

/** GET carriers/quote_health (staff): carrier accounts quotes skip for now (breaker open). */
export const getCarrierQuoteHealth = () =>
  api.get<{ data: CarrierQuoteHealth[] }>('carriers/quote_health').then((r) => r.data);

/** Read afresh each time the list opens: a breaker opens and closes within minutes. */
export const useCarrierQuoteHealth = (enabled = true) =>
  useQuery({
    queryKey: ['carriers', 'quote-health'] as const,
    queryFn: getCarrierQuoteHealth,
    enabled,
    refetchOnMount: 'always',
    retry: false,
  });
