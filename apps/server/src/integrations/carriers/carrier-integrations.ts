import type { CarrierIntegration } from './carrier-integration';
import { carssaIntegration } from './carssa/carssa.integration';
import { dhlExpressIntegration } from './dhl-express/dhl-express.integration';
import { drenvioIntegration } from './drenvio/drenvio.integration';
import { estafetaIntegration } from './estafeta/estafeta.integration';
import { paquetexpressIntegration } from './paquetexpress/paquetexpress.integration';
import { redpackIntegration } from './redpack/redpack.integration';

/**
 * Mexico's carriers (issue 19), each a connector, a mock server and a demo carrier (Carssa has
 * none: its protocol is our own contract, tested but not sold in the demo).
 */
export const CARRIER_INTEGRATIONS: readonly CarrierIntegration[] = [
  dhlExpressIntegration,
  estafetaIntegration,
  paquetexpressIntegration,
  redpackIntegration,
  drenvioIntegration,
  carssaIntegration,
];
