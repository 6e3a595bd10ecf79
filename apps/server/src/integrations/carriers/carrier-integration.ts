import type { FastifyPluginAsync } from 'fastify';
import type { CarrierConnector } from './carrier-connector';

/** How a connector reaches the network (the run mode's outbound guard in the product). */
export type OutboundFetch = typeof globalThis.fetch;

/** A demo service of a carrier's sandbox account (quoted at the carrier's rate). */
export interface DemoCarrierService {
  /** The carrier's service code (services.code), one of the provider's service types. */
  code: string;
  name: string;
  days: number;
  serviceType: 'national' | 'international';
}

/**
 * What the demo tenant gets for a carrier: a sandbox carrier with the mock's credentials and its
 * services, so a quote on the fresh demo reaches the carrier's mock server.
 */
export interface DemoCarrier {
  /** The carrier's name in the demo catalogue ("DHL Express"). */
  name: string;
  /** carrier_settings key → value: the mock server's demo account (secrets encrypted on seed). */
  settings: Readonly<Record<string, string>>;
  insuranceType: 'none' | 'internal' | 'provider';
  maxWeightKg: number;
  pickup: boolean;
  services: readonly DemoCarrierService[];
}

/** How a mock server is started: the run mode (it refuses production) and, for tests, its clock. */
export interface MockOptions {
  mode: string;
  /** The mock's clock (tracking walks by it); Date.now by default. */
  now?: () => number;
  /** How long each tracking event takes to follow the previous one. */
  trackStepMs?: number;
}

/**
 * One carrier integration as the product mounts it (integrations/carriers/<provider>/): its
 * connector, the hosts of its real API, its mock server (demo mode only) and its demo carrier.
 */
export interface CarrierIntegration {
  /** providers.code (spec 2 §4): "DHL", "Estafeta", "PExpress", "Redpack", "DrEnvio". */
  readonly providerCode: string;
  /** The carrier's own API hosts (production and test): accepted without a DNS lookup. */
  readonly knownHosts: readonly string[];
  /** Where the mock server is mounted in demo mode ("/__mocks/dhl"). */
  readonly mockPrefix: string;
  /** The mock server speaking the carrier's protocol (mounted only in demo mode). */
  mockPlugin(opts: MockOptions): FastifyPluginAsync;
  createConnector(fetch: OutboundFetch): CarrierConnector;
  readonly demo: DemoCarrier;
}
