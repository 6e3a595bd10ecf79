import { useQuery } from '@tanstack/react-query';
import type { Carrier, ListResponse, Service } from '@despacho/shared';
import { api } from '../../../lib/api-client';

/** Every carrier of the tenant (spec 2 §9: such lists fetch up to 2000), by name. */
export const useCarrierChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['carriers', 'choices'],
    queryFn: () =>
      api
        .get<ListResponse<Carrier>>('carriers', { per_page: 2000, order: 'name asc' })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
    enabled,
  });

/** The services of one carrier (GET services?where[carrier_id]=…); nothing until one is picked. */
export const useServiceChoices = (carrierId: string) =>
  useQuery({
    queryKey: ['services', 'choices', carrierId],
    queryFn: () =>
      api
        .get<ListResponse<Service>>('services', {
          'where[carrier_id]': carrierId,
          per_page: 2000,
          order: 'name asc',
        })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
    enabled: carrierId !== '',
  });
