import { useQuery } from '@tanstack/react-query';
import type { AdminUser, ListResponse } from '@despacho/shared';
import { api } from '../../../lib/api-client';

/** Staff's customer picker: the first accounts whose e-mail matches what was typed. */
export const useCustomerChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['analytics', 'customers', search],
    queryFn: () =>
      api
        .get<ListResponse<AdminUser>>('users', {
          search: search || undefined,
          search_field: 'email',
          per_page: 10,
        })
        .then((r) => r.data),
    enabled,
    staleTime: 30_000,
  });
