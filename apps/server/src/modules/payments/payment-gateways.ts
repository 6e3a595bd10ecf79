import type { AppDeps } from '../../http/context';
import type { PaymentGatewayPort } from './gateway-port';
import { mercadoPagoPort } from './mercadopago/mercadopago.port';
import { paypalPort } from './paypal/paypal.port';
import { openpayPort } from './openpay/openpay.port';

/**
 * The gateways the reconcile job can ask about a payment. Each gateway module adds its port
 * here (one line), built from the app's collaborators (settings, secrets, config).
 */
export function paymentGatewayPorts(deps: AppDeps): PaymentGatewayPort[] {
  void deps;
  return [
    // payment gateway ports: one entry per gateway
    paypalPort(deps),
    mercadoPagoPort(deps),
    openpayPort(deps),
  ];
}
