import {
  StoreError,
  type StoreAppCredentials,
  type StoreCallContext,
  type StoreConnection,
  type StoreConnector,
  type StoreOrder,
} from '../store-connector';
import { ShopifyClient, shopifyBaseUrl } from './shopify.client';
import { isShopifyShopHost, verifyShopifyQuery, verifyShopifyWebhook } from './shopify.hmac';
import {
  fulfillmentCreateVariables,
  mapFulfillmentCreate,
  mapShopifyOrdersPage,
  openFulfillmentOrderIds,
  shopifyOrderGid,
} from './shopify.mapper';
import {
  SHOPIFY_FULFILLMENT_CREATE_MUTATION,
  SHOPIFY_FULFILLMENT_ORDERS_QUERY,
  SHOPIFY_OPEN_ORDERS_FILTER,
  SHOPIFY_ORDERS_PAGE_SIZE,
  SHOPIFY_ORDERS_QUERY,
  SHOPIFY_SHOP_QUERY,
} from './shopify.queries';
import {
  SHOPIFY_SCOPES,
  type ShopifyFulfillmentCreateData,
  type ShopifyOrderFulfillmentOrdersData,
  type ShopifyOrdersData,
  type ShopifyShopData,
} from './shopify.types';

const notAShop = () =>
  new StoreError('rejected', 'Not a Shopify shop address (expected name.myshopify.com)');

/**
 * "mi-tienda", "https://Mi-Tienda.myshopify.com/admin" and the admin URL
 * "admin.shopify.com/store/mi-tienda" all → "mi-tienda.myshopify.com". Any other host (a
 * custom domain, "evil.com/x.myshopify.com") is refused: OAuth only works on the myshopify host.
 */
export function normalizeShopifyShop(input: string): string {
  let value = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '');
  const admin = /^admin\.shopify\.com\/store\/([a-z0-9][a-z0-9-]*)(?:[/?#].*)?$/.exec(value);
  if (admin) value = admin[1]!;
  value = value.replace(/[/?#].*$/, '');
  if (/^[a-z0-9][a-z0-9-]*$/.test(value)) value = `${value}.myshopify.com`;
  if (value.length > 255 || !isShopifyShopHost(value)) throw notAShop();
  return value;
}

function shopOf(store: StoreConnection): string {
  if (!isShopifyShopHost(store.shop)) throw notAShop();
  return store.shop;
}

export function createShopifyConnector(client = new ShopifyClient()): StoreConnector {
  const testConnection = async (ctx: StoreCallContext, store: StoreConnection) => {
    const data = await client.graphql<ShopifyShopData>(
      ctx,
      shopOf(store),
      store.access_token,
      SHOPIFY_SHOP_QUERY,
    );
    const name = data.shop?.name?.trim();
    return name ? { name } : {};
  };

  return {
    provider: 'shopify',

    normalizeShop: normalizeShopifyShop,

    authorizeUrl(ctx, input) {
      const shop = normalizeShopifyShop(input.shop);
      const query = new URLSearchParams({
        client_id: ctx.app.client_id,
        scope: SHOPIFY_SCOPES.join(','),
        redirect_uri: input.redirect_uri,
        state: input.state,
      });
      return `${shopifyBaseUrl(ctx, shop)}/admin/oauth/authorize?${query.toString()}`;
    },

    verifyReturn(app: StoreAppCredentials, query) {
      // The shop is checked too: a signed return naming another host must not be trusted.
      const shop = query.shop;
      return (
        typeof shop === 'string' &&
        isShopifyShopHost(shop) &&
        verifyShopifyQuery(query, app.client_secret)
      );
    },

    async exchangeCode(ctx, input) {
      const shop = normalizeShopifyShop(input.shop);
      const token = await client.accessToken(ctx, shop, input.code);
      const { name } = await testConnection(ctx, {
        provider: 'shopify',
        shop,
        access_token: token.access_token,
      });
      return {
        access_token: token.access_token,
        ...(token.scope ? { scope: token.scope } : {}),
        ...(name ? { name } : {}),
      };
    },

    testConnection,

    async listOpenOrders(ctx, store, options) {
      const shop = shopOf(store);
      const limit = Math.max(0, Math.trunc(options.limit));
      const orders: StoreOrder[] = [];
      let after: string | null = null;
      while (orders.length < limit) {
        const data: ShopifyOrdersData = await client.graphql<ShopifyOrdersData>(
          ctx,
          shop,
          store.access_token,
          SHOPIFY_ORDERS_QUERY,
          {
            first: Math.min(SHOPIFY_ORDERS_PAGE_SIZE, limit - orders.length),
            after,
            query: SHOPIFY_OPEN_ORDERS_FILTER,
          },
        );
        const page = mapShopifyOrdersPage(data);
        orders.push(...page.orders);
        if (!page.nextCursor || page.orders.length === 0) break;
        after = page.nextCursor;
      }
      return orders.slice(0, limit);
    },

    async fulfil(ctx, store, request) {
      const shop = shopOf(store);
      const found = await client.graphql<ShopifyOrderFulfillmentOrdersData>(
        ctx,
        shop,
        store.access_token,
        SHOPIFY_FULFILLMENT_ORDERS_QUERY,
        { id: shopifyOrderGid(request.order_id) },
      );
      const open = openFulfillmentOrderIds(found);
      if (!open.length) {
        throw new StoreError('rejected', 'The order is already fulfilled or closed in Shopify');
      }
      const created = await client.graphql<ShopifyFulfillmentCreateData>(
        ctx,
        shop,
        store.access_token,
        SHOPIFY_FULFILLMENT_CREATE_MUTATION,
        fulfillmentCreateVariables(open, request),
      );
      return mapFulfillmentCreate(created);
    },

    verifyWebhook: verifyShopifyWebhook,
  };
}

/** The Shopify store connector (the stores module finds it through the registry). */
export const shopifyConnector: StoreConnector = createShopifyConnector();
