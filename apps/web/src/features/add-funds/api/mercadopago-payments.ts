import { useMutation } from '@tanstack/react-query';
import type { MercadoPreferenceResponse, PaymentResult } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

/** POST transfer_funds/mercado_create_preference {amount}. */
export const useMercadoPreference = () =>
  useMutation({
    mutationFn: (amount: string) =>
      api
        .post<DataReply<MercadoPreferenceResponse>>('transfer_funds/mercado_create_preference', {
          amount,
        })
        .then((r) => r.data),
  });

/** POST transfer_funds/mercado_payment_process {payment_id, preference_id}: Mercado Pago's return. */
export const useMercadoProcess = () =>
  useMutation({
    mutationFn: (input: { payment_id: string; preference_id: string }) =>
      api
        .post<DataReply<PaymentResult>>('transfer_funds/mercado_payment_process', input)
        .then((r) => r.data),
  });
