import type { AppDeps } from '../../../http/context';
import type { PaymentGatewayPort } from '../gateway-port';
import { openpayConfig } from './openpay-gateway';
import { fetchOpenpayState } from './openpay-state';

/** The reconcile job's view of OpenPay: the charge, asked again with the tenant's key. */
export function openpayPort(deps: AppDeps): PaymentGatewayPort {
  return {
    gateway: 'openpay',
    async fetchState(tenantId, payment) {
      const { client } = await openpayConfig(deps, tenantId);
      if (!client) throw new Error('OpenPay is not configured for this tenant');
      return fetchOpenpayState(client, payment);
    },
  };
}
