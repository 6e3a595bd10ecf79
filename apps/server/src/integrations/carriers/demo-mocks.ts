import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { CARRIER_INTEGRATIONS } from './carrier-integrations';
import { fedexMockPlugin } from './fedex-rest/fedex-rest.mock-server';

/** Where each provider's local mock server is mounted in demo mode. */
const MOCK_PREFIXES: Readonly<Record<string, string>> = {
  FedexRest: '/__mocks/fedex',
  ...Object.fromEntries(CARRIER_INTEGRATIONS.map((i) => [i.providerCode, i.mockPrefix])),
};

/** Demo mode only: the providers' mock servers, inside the product's own server. */
export async function mountDemoMocks(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.mode !== 'demo') return;
  await app.register(fedexMockPlugin({ mode: config.mode }), {
    prefix: MOCK_PREFIXES.FedexRest,
  });
  for (const integration of CARRIER_INTEGRATIONS) {
    await app.register(integration.mockPlugin({ mode: config.mode }), {
      prefix: integration.mockPrefix,
    });
  }
}

/**
 * The settings a connector is called with. In demo mode a carrier in `sandbox` with no
 * `base_url` of its own talks to the provider's local mock (docs/decisions: "rates… come from the
 * provider's mock server when the tenant's carrier is in sandbox mode"). In production nothing
 * is added: a sandbox carrier reaches the provider's real test system.
 */
export function connectorSettingsFor(config: AppConfig) {
  return (
    providerCode: string,
    environment: 'sandbox' | 'production',
    settings: Readonly<Record<string, string>>,
  ): Readonly<Record<string, string>> => {
    const prefix = MOCK_PREFIXES[providerCode];
    if (config.mode !== 'demo' || environment !== 'sandbox' || !prefix || settings.base_url) {
      return settings;
    }
    return { ...settings, base_url: `${config.publicUrl}${prefix}` };
  };
}
