import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardAddFundsResponse,
  CreditCard,
  OpenpayChargeResult,
  OpenpayConfig,
  PaymentResult,
} from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

const CARDS_KEY = ['credit-cards'] as const;

/** GET openpay/config: merchant id, public key and where to tokenise. */
export const useOpenpayConfig = () =>
  useQuery({
    queryKey: ['openpay-config'],
    queryFn: () => api.get<DataReply<OpenpayConfig>>('openpay/config').then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** GET credit_cards: the caller's saved cards. */
export const useCreditCards = () =>
  useQuery({
    queryKey: CARDS_KEY,
    queryFn: () => api.get<DataReply<CreditCard[]>>('credit_cards').then((r) => r.data),
  });

/**
 * POST credit_cards {token_id, device_session_id}. The saved card joins the list at once (newest
 * first, as the server lists them) so it can be chosen and paid with; the list is then asked
 * again in the background, without making the save wait for it.
 */
export function useSaveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { token_id: string; device_session_id: string }) =>
      api.post<DataReply<CreditCard>>('credit_cards', input).then((r) => r.data),
    onSuccess: (card) => {
      client.setQueryData<CreditCard[]>(CARDS_KEY, (cards = []) => [
        card,
        ...cards.filter((c) => c.id !== card.id),
      ]);
      void client.invalidateQueries({ queryKey: CARDS_KEY });
    },
  });
}

/** DELETE credit_cards/:id. */
export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`credit_cards/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}

/** POST credit_cards/:id/add_funds {credit_card: {device_session_id, amount}}. */
export const useCardAddFunds = () =>
  useMutation({
    mutationFn: (input: { cardId: number; device_session_id: string; amount: string }) =>
      api
        .post<DataReply<CardAddFundsResponse>>(`credit_cards/${input.cardId}/add_funds`, {
          credit_card: { device_session_id: input.device_session_id, amount: input.amount },
        })
        .then((r) => r.data),
  });

/** POST openpay {payment_method: bank|store, amount}. */
export const useReferenceCharge = () =>
  useMutation({
    mutationFn: (input: { payment_method: 'bank' | 'store'; amount: string }) =>
      api.post<DataReply<OpenpayChargeResult>>('openpay', input).then((r) => r.data),
  });

/** GET openpay/charges/:id: the card return page's check. */
export const useOpenpayChargeStatus = () =>
  useMutation({
    mutationFn: (chargeId: string) =>
      api
        .get<DataReply<PaymentResult>>(`openpay/charges/${encodeURIComponent(chargeId)}`)
        .then((r) => r.data),
  });
