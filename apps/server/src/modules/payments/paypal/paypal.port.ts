import type { AppDeps } from '../../../http/context';
import type { PaymentGatewayPort } from '../gateway-port';
import { paypalConfig } from './paypal-gateway';
import { fetchPaypalState } from './paypal-state';

/** The reconcile job's view of PayPal: the order as PayPal tells it, with the tenant's app. */
export function paypalPort(deps: AppDeps): PaymentGatewayPort {
  return {
    gateway: 'paypal',
    async fetchState(tenantId, payment) {
      const { client } = await paypalConfig(deps, tenantId);
      if (!client) throw new Error('PayPal is not configured for this tenant');
      return fetchPaypalState(client, payment);
    },
  };
}
