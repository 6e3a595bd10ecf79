import { CarrierError } from '../carrier-connector';
import type { CarrierIntegration } from '../carrier-integration';

/** DHL Express — placeholder until its connector lands (issue 19). */
export const dhlExpressIntegration: CarrierIntegration = {
  providerCode: 'DHL',
  knownHosts: [],
  mockPrefix: '/__mocks/dhl',
  mockPlugin: () => async () => {},
  createConnector: () => ({
    providerCode: 'DHL',
    requiredSettings: [],
    rate: async () => {
      throw new CarrierError('config', 'DHL Express is not connected yet');
    },
  }),
  demo: {
    name: 'DHL Express',
    settings: {},
    insuranceType: 'none',
    maxWeightKg: 30,
    pickup: false,
    services: [],
  },
};
