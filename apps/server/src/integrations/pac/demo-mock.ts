import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { FINKOK_DEMO_URL, FINKOK_PRODUCTION_URL } from './finkok/finkok.client';
import { FINKOK_MOCK_DEMO_ACCOUNT, finkokMockPlugin } from './finkok/finkok.mock-server';

export const PAC_MOCK_PREFIX = '/__mocks/pac';

/** The mock's account in demo mode: what a demo tenant's Finkok username/password should be. */
export const PAC_MOCK_DEMO_ACCOUNT = FINKOK_MOCK_DEMO_ACCOUNT;

/** Demo mode only: the mock PAC (Finkok's SOAP) inside the product's server. */
export async function mountPacDemoMock(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.mode !== 'demo') return;
  await app.register(
    finkokMockPlugin({ mode: config.mode, accounts: [FINKOK_MOCK_DEMO_ACCOUNT] }),
    { prefix: PAC_MOCK_PREFIX },
  );
}

/**
 * Where a tenant's Finkok is called. Production stamping ('production' true) is always
 * facturacion.finkok.com. A test account is, in demo mode, the mock inside this server; in
 * production mode Finkok's real demo host, so production never reaches a mock.
 */
export function finkokBaseUrl(config: AppConfig, production: boolean): string {
  if (production) return FINKOK_PRODUCTION_URL;
  if (config.mode !== 'demo') return FINKOK_DEMO_URL;
  return `${config.publicUrl}${PAC_MOCK_PREFIX}`;
}
