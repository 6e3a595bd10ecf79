import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyRateRequest, Shipment, User } from '@despacho/shared';
import { queryKeys } from '../../../lib/query-keys';
import { updateSessionUser } from '../../../lib/session';
import { shipmentKeys } from './get-shipment';
import { api } from '../../../lib/api-client';

export interface BuyRateVariables {
  id: number;
  rate: BuyRateRequest['rate'];
  /** One per purchase intent: a repeated request with it is answered, not charged, again. */
  idempotencyKey: string;
}

export interface BoughtRate {
  shipment: Shipment;
  /** The buyer with the balance after the charge. */
  user: User;
}

/** POST /shipments/:id/rates: buys the label (402 balance, 422 rate gone, 502 carrier refused). */
export const buyRate = ({ id, rate, idempotencyKey }: BuyRateVariables) =>
  api
    .post<{ data: BoughtRate }>(`shipments/${id}/rates`, { rate }, undefined, {
      'Idempotency-Key': idempotencyKey,
    })
    .then((r) => r.data);

export function useBuyRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyRate,
    onSuccess: ({ shipment, user }) => {
      queryClient.setQueryData(shipmentKeys.detail(shipment.id), shipment);
      // The drawer's balance: the cached current user and its stored copy (staff buying for a
      // customer get the customer back, which is not them).
      const me = queryClient.getQueryData<User>(queryKeys.currentUser);
      if (!me || me.id === user.id) {
        queryClient.setQueryData(queryKeys.currentUser, user);
        updateSessionUser(user);
      }
      return queryClient.invalidateQueries({ queryKey: ['shipments', 'list'] });
    },
  });
}
