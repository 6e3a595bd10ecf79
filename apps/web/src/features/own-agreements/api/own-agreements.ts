import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnAgreement,
  OwnAgreementCreate,
  OwnAgreementProvider,
  OwnAgreementUpdate,
} from '@despacho/shared';
import { api } from '../../../lib/api-client';

/** Every own-agreements key starts with `own-agreements`: one invalidation refreshes all. */
export const ownAgreementKeys = {
  all: ['own-agreements'] as const,
  list: ['own-agreements', 'list'] as const,
  one: (id: number) => ['own-agreements', 'one', id] as const,
  providers: ['own-agreements', 'providers'] as const,
};

/** GET /own_agreements: the caller's own agreements (a handful: no pages). */
export const useOwnAgreements = () =>
  useQuery({
    queryKey: ownAgreementKeys.list,
    queryFn: () => api.get<{ data: OwnAgreement[] }>('own_agreements').then((r) => r.data),
  });

export const useOwnAgreement = (id: number | null) =>
  useQuery({
    queryKey: ownAgreementKeys.one(id ?? 0),
    queryFn: () => api.get<{ data: OwnAgreement }>(`own_agreements/${id}`).then((r) => r.data),
    enabled: id !== null,
  });

/** GET /own_agreements/providers: who a customer may contract with, and what each asks. */
export const useOwnAgreementProviders = () =>
  useQuery({
    queryKey: ownAgreementKeys.providers,
    queryFn: () =>
      api.get<{ data: OwnAgreementProvider[] }>('own_agreements/providers').then((r) => r.data),
    staleTime: 5 * 60_000,
  });

function useInvalidating<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownAgreementKeys.all }),
  });
}

/** POST: the server tests the credentials with the carrier before saving anything. */
export const useCreateOwnAgreement = () =>
  useInvalidating((own_agreement: OwnAgreementCreate) =>
    api.post<{ data: OwnAgreement }>('own_agreements', { own_agreement }).then((r) => r.data),
  );

export const useUpdateOwnAgreement = (id: number) =>
  useInvalidating((own_agreement: OwnAgreementUpdate) =>
    api.put<{ data: OwnAgreement }>(`own_agreements/${id}`, { own_agreement }).then((r) => r.data),
  );

export const useSetOwnAgreementStatus = () =>
  useInvalidating(({ id, status }: { id: number; status: OwnAgreement['status'] }) =>
    api.put<{ data: OwnAgreement }>(`own_agreements/${id}/status`, { status }),
  );

export const useDeleteOwnAgreement = () =>
  useInvalidating((id: number) => api.delete<unknown>(`own_agreements/${id}`));
