import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import { OPENPAY_LIVE_URL, OPENPAY_SANDBOX_URL } from './openpay.client';
import {
  OPENPAY_MOCK_DEMO_MERCHANT,
  OpenpayMockState,
  openpayMockPlugin,
} from './openpay.mock-server';

export const OPENPAY_MOCK_PREFIX = '/__mocks/openpay';

/**
 * Demo mode only: the OpenPay mock inside the product's server, with the demo merchant whose
 * webhook points at the default tenant (OpenPay sends a merchant's events to the one URL
 * registered in its dashboard). The URL is read when a webhook goes out, so it follows
 * PUBLIC_URL.
 */
export async function mountOpenpayDemoMock(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.mode !== 'demo') return;
  const state = new OpenpayMockState([
    {
      ...OPENPAY_MOCK_DEMO_MERCHANT,
      webhookUrl: () => `${config.publicUrl}/api/v1/webhooks/openpay/${config.defaultTenant}`,
    },
  ]);
  await app.register(openpayMockPlugin({ mode: config.mode, state }), {
    prefix: OPENPAY_MOCK_PREFIX,
  });
}

/**
 * Where a tenant's OpenPay is called. `openpay_production` '1' is always the real
 * api.openpay.mx. A sandbox tenant is, in demo mode, the mock inside this server; in production
 * mode OpenPay's real sandbox, so production never reaches a mock.
 */
export function openpayBaseUrl(config: AppConfig, production: boolean): string {
  if (production) return OPENPAY_LIVE_URL;
  if (config.mode !== 'demo') return OPENPAY_SANDBOX_URL;
  return `${config.publicUrl}${OPENPAY_MOCK_PREFIX}`;
}
