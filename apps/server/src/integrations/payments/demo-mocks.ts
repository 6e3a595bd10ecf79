import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import {
  MERCADO_MOCK_DEMO_ACCOUNT,
  mercadoMockPlugin,
} from './mercadopago/mercadopago.mock-server';
import { MERCADO_PAGO_URL } from './mercadopago/mercadopago.client';
import { PAYPAL_MOCK_DEMO_APP, paypalMockPlugin } from './paypal/paypal.mock-server';
import { PAYPAL_LIVE_URL, PAYPAL_SANDBOX_URL } from './paypal/paypal.client';
import { mountOpenpayDemoMock } from './openpay/openpay-demo-mock';

export type MockedGateway = 'paypal' | 'mercadopago';

/** Where each gateway's local mock is mounted in demo mode. */
export const PAYMENT_MOCK_PREFIXES: Readonly<Record<MockedGateway, string>> = {
  paypal: '/__mocks/paypal',
  mercadopago: '/__mocks/mercadopago',
};

/**
 * Demo mode only: the PayPal and Mercado Pago mocks inside the product's server. The PayPal
 * mock's demo app has one webhook, pointed at the default tenant's webhook URL (PayPal sends an
 * app's events to the URLs registered for it; Mercado Pago uses each preference's
 * notification_url, so it needs nothing here).
 */
export async function mountPaymentDemoMocks(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  if (config.mode !== 'demo') return;
  await app.register(
    paypalMockPlugin({
      mode: config.mode,
      apps: [
        {
          ...PAYPAL_MOCK_DEMO_APP,
          webhooks: [
            {
              id: PAYPAL_MOCK_DEMO_APP.webhookId,
              url: `${config.publicUrl}/api/v1/webhooks/paypal/${config.defaultTenant}`,
            },
          ],
        },
      ],
    }),
    { prefix: PAYMENT_MOCK_PREFIXES.paypal },
  );
  await app.register(
    mercadoMockPlugin({ mode: config.mode, accounts: [MERCADO_MOCK_DEMO_ACCOUNT] }),
    {
      prefix: PAYMENT_MOCK_PREFIXES.mercadopago,
    },
  );
  await mountOpenpayDemoMock(app, config);
}

/**
 * The base URL a tenant's gateway is called at. Live (`production` flag '1') is always the real
 * gateway. A sandbox gateway is, in demo mode, the tenant's `*_base_url` setting when given (a
 * mock on another port) or else the mock inside this server; in production mode it is the
 * gateway's real test system (PayPal's sandbox; Mercado Pago tests with test credentials on its
 * one host), and a `*_base_url` setting is ignored, so production never reaches a mock.
 */
export function gatewayBaseUrl(
  config: AppConfig,
  gateway: MockedGateway,
  opts: { production: boolean; override?: string | null },
): string {
  const live = gateway === 'paypal' ? PAYPAL_LIVE_URL : MERCADO_PAGO_URL;
  if (opts.production) return live;
  if (config.mode !== 'demo') return gateway === 'paypal' ? PAYPAL_SANDBOX_URL : MERCADO_PAGO_URL;
  const override = opts.override?.trim().replace(/\/+$/, '');
  if (override && /^https?:\/\/\S+$/i.test(override)) return override;
  return `${config.publicUrl}${PAYMENT_MOCK_PREFIXES[gateway]}`;
}
