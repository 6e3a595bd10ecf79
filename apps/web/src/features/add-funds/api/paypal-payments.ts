import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentResult, PaypalCheckoutResponse, PaypalConfig } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

/** GET paypal/config: minimum, maximum per payment and the fee tiers the server charges. */
export const usePaypalConfig = () =>
  useQuery({
    queryKey: ['paypal-config'],
    queryFn: () => api.get<DataReply<PaypalConfig>>('paypal/config').then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** POST paypal/checkout {amount}: the PayPal order to approve, with fee and total. */
export const usePaypalCheckout = () =>
  useMutation({
    mutationFn: (amount: string) =>
      api
        .post<DataReply<PaypalCheckoutResponse>>('paypal/checkout', { amount })
        .then((r) => r.data),
  });

/** POST paypal/execute {payment_id, payer_id}: capture and credit (once). */
export const usePaypalExecute = () =>
  useMutation({
    mutationFn: (input: { payment_id: string; payer_id: string }) =>
      api.post<DataReply<PaymentResult>>('paypal/execute', input).then((r) => r.data),
  });
