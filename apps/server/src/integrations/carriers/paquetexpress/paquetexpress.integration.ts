import { CarrierError } from '../carrier-connector';
import type { CarrierIntegration } from '../carrier-integration';

/** Paquetexpress — placeholder until its connector lands (issue 19). */
export const paquetexpressIntegration: CarrierIntegration = {
  providerCode: 'PExpress',
  knownHosts: [],
  mockPrefix: '/__mocks/paquetexpress',
  mockPlugin: () => async () => {},
  createConnector: () => ({
    providerCode: 'PExpress',
    requiredSettings: [],
    rate: async () => {
      throw new CarrierError('config', 'Paquetexpress is not connected yet');
    },
  }),
  demo: {
    name: 'Paquetexpress',
    settings: {},
    insuranceType: 'none',
    maxWeightKg: 30,
    pickup: false,
    services: [],
  },
};
