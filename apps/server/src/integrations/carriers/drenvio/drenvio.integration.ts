import { CarrierError } from '../carrier-connector';
import type { CarrierIntegration } from '../carrier-integration';

/** Dr. Envío — placeholder until its connector lands (issue 19). */
export const drenvioIntegration: CarrierIntegration = {
  providerCode: 'DrEnvio',
  knownHosts: [],
  mockPrefix: '/__mocks/drenvio',
  mockPlugin: () => async () => {},
  createConnector: () => ({
    providerCode: 'DrEnvio',
    requiredSettings: [],
    rate: async () => {
      throw new CarrierError('config', 'Dr. Envío is not connected yet');
    },
  }),
  demo: {
    name: 'Dr. Envío',
    settings: {},
    insuranceType: 'none',
    maxWeightKg: 30,
    pickup: false,
    services: [],
  },
};
