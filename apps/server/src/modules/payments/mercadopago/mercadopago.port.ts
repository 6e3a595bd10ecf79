import type { AppDeps } from '../../../http/context';
import type { PaymentGatewayPort } from '../gateway-port';
import { mercadoConfig } from './mercadopago-gateway';
import { fetchMercadoState } from './mercadopago-state';

/** The reconcile job's view of Mercado Pago: the payments made on our preference. */
export function mercadoPagoPort(deps: AppDeps): PaymentGatewayPort {
  return {
    gateway: 'mercadopago',
    async fetchState(tenantId, payment) {
      const { client } = await mercadoConfig(deps, tenantId);
      if (!client) throw new Error('Mercado Pago is not configured for this tenant');
      return fetchMercadoState(client, payment);
    },
  };
}
