import type { AppConfig } from '../../config';
import { outboundFetch } from '../../lib/outbound-url';
import { registerStoreConnector } from './store-connector-registry';
import { ShopifyClient } from './shopify/shopify.client';
import { createShopifyConnector } from './shopify/shopify.connector';
import { TiendanubeClient } from './tiendanube/tiendanube.client';
import { createTiendanubeConnector } from './tiendanube/tiendanube.connector';
import { WoocommerceClient } from './woocommerce/woocommerce.client';
import { createWoocommerceConnector } from './woocommerce/woocommerce.connector';

/**
 * The store integrations the product ships, registered once at start. Their HTTP goes through
 * the run mode's outbound guard (lib/outbound-url): in production only https to public
 * addresses, checked on the address each connection reaches, so a shop name that resolves
 * inside the network is never called with a merchant's key.
 */
export function registerProductStoreConnectors(config: Pick<AppConfig, 'mode'>): void {
  const fetch = outboundFetch(config.mode);
  registerStoreConnector(createShopifyConnector(new ShopifyClient({ fetch })));
  registerStoreConnector(createWoocommerceConnector(new WoocommerceClient({ fetch })));
  registerStoreConnector(createTiendanubeConnector(new TiendanubeClient({ fetch })));
}
