import type { FastifyInstance } from 'fastify';
import type { StoreProvider } from '@despacho/shared';
import type { AppConfig } from '../../config';
import { STORE_MOCK_PREFIXES } from './demo-stores';
import {
  createShopifyMockState,
  shopifyMockPlugin,
  type ShopifyMockState,
} from './shopify/shopify.mock-server';
import {
  createTiendanubeMockState,
  tiendanubeMockPlugin,
  type TiendanubeMockState,
} from './tiendanube/tiendanube.mock-server';
import {
  createWoocommerceMockState,
  woocommerceMockPlugin,
  type WoocommerceMockState,
} from './woocommerce/woocommerce.mock-server';

/**
 * Demo mode only: where a store connector sends its requests instead of the provider's host
 * (the provider's mock inside this server). Read at call time from PUBLIC_URL, so it follows
 * the address the server is reached at. Production: undefined, the real providers.
 */
export function storeMockBaseUrl(
  config: Pick<AppConfig, 'mode' | 'publicUrl'>,
  provider: StoreProvider,
): string | undefined {
  if (config.mode !== 'demo') return undefined;
  return `${config.publicUrl}${STORE_MOCK_PREFIXES[provider]}`;
}

export interface StoreMockStates {
  shopify: ShopifyMockState;
  woocommerce: WoocommerceMockState;
  tiendanube: TiendanubeMockState;
}
const mounted = new WeakMap<FastifyInstance, StoreMockStates>();

/** The in-memory state of the mocks mounted in this app (tests make a shop down, add orders…). */
export function storeMockStates(app: FastifyInstance): StoreMockStates | undefined {
  return mounted.get(app);
}

/** Demo mode only: the three store providers' mock servers, inside the product's own server. */
export async function mountStoreDemoMocks(
  app: FastifyInstance,
  config: Pick<AppConfig, 'mode' | 'publicUrl'>,
): Promise<void> {
  if (config.mode !== 'demo') return;
  const states: StoreMockStates = {
    shopify: createShopifyMockState(),
    woocommerce: createWoocommerceMockState(),
    tiendanube: createTiendanubeMockState(),
  };
  mounted.set(app, states);
  await app.register(shopifyMockPlugin({ mode: config.mode, state: states.shopify }), {
    prefix: STORE_MOCK_PREFIXES.shopify,
  });
  await app.register(woocommerceMockPlugin({ mode: config.mode, state: states.woocommerce }), {
    prefix: STORE_MOCK_PREFIXES.woocommerce,
  });
  await app.register(tiendanubeMockPlugin({ mode: config.mode, state: states.tiendanube }), {
    prefix: STORE_MOCK_PREFIXES.tiendanube,
  });
}
