import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface StateChoice {
  id: number;
  code: string;
  name: string;
}

/** A country's states (GET countries/{id}/states); nothing is asked before a country is chosen. */
export const useStateChoices = (countryId: number) =>
  useQuery({
    queryKey: ['countries', 'states', countryId],
    enabled: countryId > 0,
    queryFn: () =>
      api.get<{ data: StateChoice[] }>(`countries/${countryId}/states`).then((r) => r.data),
  });
