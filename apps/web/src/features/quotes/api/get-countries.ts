import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@despacho/shared';
import { api } from '../../../lib/api-client';

export interface CountryChoice {
  id: number;
  code: string | null;
  name: string;
}

/** Every country of the tenant, by name: the choices of the quote's two country fields. */
export const countryChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', 'choices'],
    queryFn: () =>
      api
        .get<ListResponse<CountryChoice>>('countries', { per_page: 2000, order: 'name asc' })
        .then((r) => r.data),
    staleTime: 10 * 60_000,
  });

export const useCountryChoices = () => useQuery(countryChoicesQueryOptions());
