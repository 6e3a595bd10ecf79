import { CarrierError } from '../carrier-connector';
import type { CarrierIntegration } from '../carrier-integration';

/** Estafeta — placeholder until its connector lands (issue 19). */
export const estafetaIntegration: CarrierIntegration = {
  providerCode: 'Estafeta',
  knownHosts: [],
  mockPrefix: '/__mocks/estafeta',
  mockPlugin: () => async () => {},
  createConnector: () => ({
    providerCode: 'Estafeta',
    requiredSettings: [],
    rate: async () => {
      throw new CarrierError('config', 'Estafeta is not connected yet');
    },
  }),
  demo: {
    name: 'Estafeta',
    settings: {},
    insuranceType: 'none',
    maxWeightKg: 30,
    pickup: false,
    services: [],
  },
};
