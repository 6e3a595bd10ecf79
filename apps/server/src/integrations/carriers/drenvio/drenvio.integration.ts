import type { CarrierIntegration } from '../carrier-integration';
import { DrenvioConnector } from './drenvio.connector';
import { DRENVIO_MOCK_DEMO_TOKEN, mockPlugin } from './drenvio.mock-server';
import { DRENVIO_PROVIDER_CODE } from './drenvio.settings';
import { DRENVIO_PRODUCTION_URL, DRENVIO_SANDBOX_URL } from './drenvio.types';

const hostOf = (url: string) => new URL(url).hostname.toLowerCase();

/**
 * Dr. Envío, an aggregator: one account token sells other carriers' labels (Estafeta, FedEx,
 * AMPM, J&T Express…). Service codes are `<carrier>:<service>` as DrEnvío words them.
 */
export const drenvioIntegration: CarrierIntegration = {
  providerCode: DRENVIO_PROVIDER_CODE,
  knownHosts: [hostOf(DRENVIO_PRODUCTION_URL), hostOf(DRENVIO_SANDBOX_URL)],
  mockPrefix: '/__mocks/drenvio',
  mockPlugin: ({ mode, now, trackStepMs }) => mockPlugin({ mode, now, trackStepMs }),
  createConnector: (fetch) => new DrenvioConnector(fetch),
  demo: {
    name: 'Dr. Envío',
    settings: { token: DRENVIO_MOCK_DEMO_TOKEN },
    insuranceType: 'none',
    maxWeightKg: 50,
    pickup: false,
    services: [
      { code: 'ampm:ground', name: 'AMPM Terrestre', days: 4, serviceType: 'national' },
      {
        code: 'estafeta:express',
        name: 'Estafeta Día Siguiente',
        days: 1,
        serviceType: 'national',
      },
      { code: 'jtexpress:ground', name: 'J&T Express Estándar', days: 5, serviceType: 'national' },
    ],
  },
};
