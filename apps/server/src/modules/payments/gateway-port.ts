import type { PaymentGateway, PaymentRow } from '../../db/schema';

/** What a gateway says about one payment when asked again (never trusted from a notification). */
export type GatewayPaymentState =
  | { state: 'paid'; details?: Record<string, unknown> }
  | { state: 'pending' }
  | { state: 'failed' | 'expired' | 'canceled'; reason: string };

/**
 * What the reconcile job and the notification handlers need of a gateway: the payment's real
 * state, fetched from the gateway with the tenant's credentials. Each gateway module registers
 * one (see payment-gateways.ts).
 */
export interface PaymentGatewayPort {
  gateway: PaymentGateway;
  fetchState(tenantId: number, payment: PaymentRow): Promise<GatewayPaymentState>;
}
