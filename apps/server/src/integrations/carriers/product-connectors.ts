import { ConnectorRegistry } from './connector-registry';
import { FedexRestConnector } from './fedex-rest/fedex-rest.connector';

/**
 * The carrier integrations the product ships. GenericCarrier has none: its services are priced
 * from the tenant's own tables by the rating engine.
 */
export function productConnectors(): ConnectorRegistry {
  return new ConnectorRegistry().register(new FedexRestConnector());
}
