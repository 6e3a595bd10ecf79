import type { CarrierIntegration } from '../carrier-integration';
import { PaquetexpressConnector } from './paquetexpress.connector';
import { PEXPRESS_MOCK_DEMO_CREDENTIALS, mockPlugin } from './paquetexpress.mock-server';
import {
  PEXPRESS_PRODUCTION_URL,
  PEXPRESS_PROVIDER_CODE,
  PEXPRESS_SANDBOX_URL,
} from './paquetexpress.settings';

/** Paquetexpress (provider "PExpress"): connector, real hosts, demo-only mock, demo carrier. */
export const paquetexpressIntegration: CarrierIntegration = {
  providerCode: PEXPRESS_PROVIDER_CODE,
  knownHosts: [new URL(PEXPRESS_PRODUCTION_URL).hostname, new URL(PEXPRESS_SANDBOX_URL).hostname],
  mockPrefix: '/__mocks/paquetexpress',
  mockPlugin,
  createConnector: (fetch) => new PaquetexpressConnector(fetch),
  demo: {
    name: 'Paquetexpress',
    settings: { ...PEXPRESS_MOCK_DEMO_CREDENTIALS },
    insuranceType: 'provider',
    maxWeightKg: 70,
    pickup: true,
    services: [
      { code: 'STD-T', name: 'Estándar terrestre', days: 3, serviceType: 'national' },
      { code: 'SEG-2D', name: 'Express segundo día', days: 2, serviceType: 'national' },
      { code: 'SEG-DS', name: 'Express día siguiente', days: 1, serviceType: 'national' },
    ],
  },
};
