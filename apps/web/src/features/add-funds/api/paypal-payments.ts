import { useMutation } from '@tanstack/react-query';
import type { PaymentResult, PaypalCheckoutResponse } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

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
