import { CarrierError } from '../carrier-connector';
import type { CarrierIntegration } from '../carrier-integration';

/** Redpack — placeholder until its connector lands (issue 19). */
export const redpackIntegration: CarrierIntegration = {
  providerCode: 'Redpack',
  knownHosts: [],
  mockPrefix: '/__mocks/redpack',
  mockPlugin: () => async () => {},
  createConnector: () => ({
    providerCode: 'Redpack',
    requiredSettings: [],
    rate: async () => {
      throw new CarrierError('config', 'Redpack is not connected yet');
    },
  }),
  demo: {
    name: 'Redpack',
    settings: {},
    insuranceType: 'none',
    maxWeightKg: 30,
    pickup: false,
    services: [],
  },
};
