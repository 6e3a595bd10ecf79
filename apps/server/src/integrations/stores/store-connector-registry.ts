import type { StoreProvider } from '@despacho/shared';
import type { StoreConnector } from './store-connector';

/**
 * The store connectors by provider. Each provider's folder exports its connector; this is the
 * one place that lists them, so the stores module never imports a provider directly.
 */
const connectors = new Map<StoreProvider, StoreConnector>();

export function registerStoreConnector(connector: StoreConnector): void {
  connectors.set(connector.provider, connector);
}

export function storeConnectorFor(provider: StoreProvider): StoreConnector {
  const connector = connectors.get(provider);
  if (!connector) throw new Error(`no store connector registered for ${provider}`);
  return connector;
}
