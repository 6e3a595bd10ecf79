import type { CarrierIntegration } from '../carrier-integration';
import { RedpackConnector } from './redpack.connector';
import { REDPACK_MOCK_DEMO_CREDENTIALS } from './redpack.mock-state';
import { redpackMockPlugin } from './redpack.mock-server';
import {
  REDPACK_PRODUCTION_ORIGIN,
  REDPACK_PROVIDER_CODE,
  REDPACK_SANDBOX_ORIGIN,
} from './redpack.types';

/** Redpack over its SOAP web service RedpackWS (issue 19). */
export const redpackIntegration: CarrierIntegration = {
  providerCode: REDPACK_PROVIDER_CODE,
  knownHosts: [new URL(REDPACK_PRODUCTION_ORIGIN).host, new URL(REDPACK_SANDBOX_ORIGIN).host],
  mockPrefix: '/__mocks/redpack',
  mockPlugin: ({ mode, now, trackStepMs }) =>
    redpackMockPlugin({ mode: mode === 'production' ? 'production' : 'demo', now, trackStepMs }),
  createConnector: (fetch) => new RedpackConnector(fetch),
  demo: {
    name: 'Redpack',
    settings: { ...REDPACK_MOCK_DEMO_CREDENTIALS },
    insuranceType: 'none',
    maxWeightKg: 70,
    pickup: true,
    services: [
      { code: 'EXPRESS', name: 'Express', days: 2, serviceType: 'national' },
      { code: 'ECOEXPRESS', name: 'Ecoexpress', days: 5, serviceType: 'national' },
    ],
  },
};
