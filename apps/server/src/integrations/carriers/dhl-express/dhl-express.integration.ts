import { hostOfUrl } from '../../../lib/outbound-url';
import type { CarrierIntegration } from '../carrier-integration';
import { DhlExpressConnector } from './dhl-express.connector';
import { DHL_MOCK_DEMO_CREDENTIALS, dhlMockPlugin } from './dhl-express.mock-server';
import { DHL_PRODUCTION_URL, DHL_PROVIDER_CODE, DHL_SANDBOX_URL } from './dhl-express.types';

/** DHL Express through the MyDHL API (REST): connector, hosts, demo-only mock, demo carrier. */
export const dhlExpressIntegration: CarrierIntegration = {
  providerCode: DHL_PROVIDER_CODE,
  knownHosts: [...new Set([hostOfUrl(DHL_PRODUCTION_URL), hostOfUrl(DHL_SANDBOX_URL)])],
  mockPrefix: '/__mocks/dhl',
  mockPlugin: ({ mode, now, trackStepMs }) => dhlMockPlugin({ mode, now, trackStepMs }),
  createConnector: (fetch) => new DhlExpressConnector(fetch),
  demo: {
    name: 'DHL Express',
    settings: { ...DHL_MOCK_DEMO_CREDENTIALS },
    insuranceType: 'provider',
    maxWeightKg: 70,
    pickup: true,
    services: [
      { code: 'N', name: 'Express Domestic', days: 1, serviceType: 'national' },
      { code: 'G', name: 'Economy Select', days: 3, serviceType: 'national' },
      { code: 'I', name: 'Express 9:00', days: 1, serviceType: 'national' },
      { code: 'P', name: 'Express Worldwide', days: 3, serviceType: 'international' },
    ],
  },
};
