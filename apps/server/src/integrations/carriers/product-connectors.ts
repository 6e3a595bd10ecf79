import type { AppConfig } from '../../config';
import { hostOfUrl, outboundFetch } from '../../lib/outbound-url';
import { CARRIER_INTEGRATIONS } from './carrier-integrations';
import { ConnectorRegistry } from './connector-registry';
import { FedexRestClient } from './fedex-rest/fedex-rest.client';
import { FedexRestConnector } from './fedex-rest/fedex-rest.connector';
import { FEDEX_PROVIDER_CODE } from './fedex-rest/fedex-rest.settings';
import { FEDEX_PRODUCTION_URL, FEDEX_SANDBOX_URL } from './fedex-rest/fedex-rest.types';

/**
 * Each provider's own API hosts: a `base_url` naming one of them is accepted in production
 * without a DNS lookup (any other must be https to a public address).
 */
export const PROVIDER_KNOWN_HOSTS: Readonly<Record<string, readonly string[]>> = {
  [FEDEX_PROVIDER_CODE]: [hostOfUrl(FEDEX_PRODUCTION_URL), hostOfUrl(FEDEX_SANDBOX_URL)],
  ...Object.fromEntries(CARRIER_INTEGRATIONS.map((i) => [i.providerCode, i.knownHosts])),
};

/**
 * The carrier integrations the product ships. GenericCarrier has none: its services are priced
 * from the tenant's own tables by the rating engine. Their HTTP goes through the outbound guard
 * of the run mode (lib/outbound-url): in production only https to public addresses, checked on
 * the address each connection reaches, so a `base_url` pointing inside the network is never
 * called, whoever stored it.
 */
export function productConnectors(config: Pick<AppConfig, 'mode'>): ConnectorRegistry {
  const fetch = outboundFetch(config.mode);
  const registry = new ConnectorRegistry().register(
    new FedexRestConnector(new FedexRestClient({ fetch }), { fetch }),
  );
  for (const integration of CARRIER_INTEGRATIONS)
    registry.register(integration.createConnector(fetch));
  return registry;
}
