import type { CarrierIntegration } from '../carrier-integration';
import { CarssaConnector } from './carssa.connector';
import { mockPlugin } from './carssa.mock-server';
import { CARSSA_MOCK_DEMO_CREDENTIALS } from './carssa.mock-state';
import { CARSSA_PROVIDER_CODE } from './carssa.settings';

/**
 * Carssa: no public API material exists, so its connector and mock speak our own SOAP-style XML
 * contract (carssa.soap.ts), to be replaced by Carssa's real one when we get it. No known hosts
 * (its address is unknown: developers set `base_url`). No demo services: the demo catalogue does
 * not sell a carrier whose protocol is our invention.
 */
export const carssaIntegration: CarrierIntegration = {
  providerCode: CARSSA_PROVIDER_CODE,
  knownHosts: [],
  mockPrefix: '/__mocks/carssa',
  mockPlugin: ({ mode }) => mockPlugin({ mode }),
  createConnector: (fetch) => new CarssaConnector(fetch),
  demo: {
    name: 'Carssa',
    settings: { ...CARSSA_MOCK_DEMO_CREDENTIALS },
    insuranceType: 'none',
    maxWeightKg: 70,
    pickup: false,
    services: [],
  },
};
