import type { CarrierIntegration } from '../carrier-integration';
import { EstafetaClient } from './estafeta.client';
import { EstafetaConnector } from './estafeta.connector';
import { ESTAFETA_MOCK_DEMO_CREDENTIALS, estafetaMockPlugin } from './estafeta.mock-server';
import { ESTAFETA_KNOWN_HOSTS, ESTAFETA_PROVIDER_CODE } from './estafeta.settings';

/** Estafeta: REST APIs for rate/ship/track/pickup, legacy SOAP label service for the XML test. */
export const estafetaIntegration: CarrierIntegration = {
  providerCode: ESTAFETA_PROVIDER_CODE,
  knownHosts: ESTAFETA_KNOWN_HOSTS,
  mockPrefix: '/__mocks/estafeta',
  mockPlugin: ({ mode, now, trackStepMs }) => estafetaMockPlugin({ mode, now, trackStepMs }),
  createConnector: (fetch) => new EstafetaConnector(fetch, new EstafetaClient({ fetch })),
  demo: {
    name: 'Estafeta',
    settings: { ...ESTAFETA_MOCK_DEMO_CREDENTIALS },
    insuranceType: 'provider',
    maxWeightKg: 70,
    pickup: true,
    services: [
      { code: '70', name: 'Día siguiente', days: 1, serviceType: 'national' },
      { code: 'D0', name: 'Terrestre', days: 4, serviceType: 'national' },
    ],
  },
};
