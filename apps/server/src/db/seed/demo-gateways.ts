import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { settings } from '../schema';
import type { SecretBox } from '../../lib/secret-box';
import { MERCADO_MOCK_DEMO_ACCOUNT } from '../../integrations/payments/mercadopago/mercadopago.mock-state';
import { PAYPAL_MOCK_DEMO_APP } from '../../integrations/payments/paypal/paypal.mock-state';
import { OPENPAY_MOCK_DEMO_MERCHANT } from '../../integrations/payments/openpay/openpay.mock-state';

/**
 * PayPal, Mercado Pago and OpenPay on, in sandbox, with the mocks' demo credentials: in demo mode the
 * demo customer pays through each against the mocks inside the server (docs/decisions). These
 * credentials mean nothing to the real gateways.
 */
export async function seedDemoGateways(
  tx: Tx,
  tenantId: number,
  secrets: SecretBox,
): Promise<void> {
  const values: [string, string, boolean][] = [
    ['paypal', '1', false],
    ['paypal_min_amount', '100', false],
    ['paypal_client_id', PAYPAL_MOCK_DEMO_APP.clientId, true],
    ['paypal_secret', PAYPAL_MOCK_DEMO_APP.secret, true],
    ['paypal_webhook_id', PAYPAL_MOCK_DEMO_APP.webhookId, false],
    ['mercado_pago', '1', false],
    ['mercado_pago_access_token', MERCADO_MOCK_DEMO_ACCOUNT.accessToken, true],
    ['mercado_pago_public_key', MERCADO_MOCK_DEMO_ACCOUNT.publicKey, false],
    ['mercado_pago_webhook_secret', MERCADO_MOCK_DEMO_ACCOUNT.webhookSecret, true],
    // OpenPay (card, SPEI, store) in sandbox: the mock inside the server in demo mode.
    ['payment_engine', 'OpenPay', false],
    ['openpay_id', OPENPAY_MOCK_DEMO_MERCHANT.id, true],
    ['openpay_private_key', OPENPAY_MOCK_DEMO_MERCHANT.privateKey, true],
    ['openpay_public_key', OPENPAY_MOCK_DEMO_MERCHANT.publicKey, false],
    ['openpay_production', '0', false],
  ];
  for (const [key, value, secret] of values) {
    await tx
      .update(settings)
      .set({ value: secret ? secrets.encrypt(value) : value, updatedAt: new Date() })
      .where(and(eq(settings.tenantId, tenantId), eq(settings.key, key)));
  }
}
