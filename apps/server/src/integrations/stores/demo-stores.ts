/**
 * Demo mode only: the store apps and shops the providers' mock servers know, and the tenant
 * settings and store rows the demo seed writes to match them (Carmen has one store of each
 * kind). Production never reads these: its apps and shops are the real providers'.
 */
export const DEMO_STORE_APPS = {
  shopify: { client_id: 'despacho-demo-shopify', client_secret: 'demo-shopify-app-secret' },
  tiendanube: { client_id: '9001', client_secret: 'demo-tiendanube-app-secret' },
} as const;

/** Where each provider's mock server is mounted inside the product's server in demo mode. */
export const STORE_MOCK_PREFIXES = {
  shopify: '/__mocks/shopify',
  woocommerce: '/__mocks/woocommerce',
  tiendanube: '/__mocks/tiendanube',
} as const;

/** Carmen's demo shops, already connected, each holding a few paid, unfulfilled orders. */
export const DEMO_SHOPS = {
  shopify: { shop: 'carmen-demo.myshopify.com', access_token: 'shpat_demo_carmen_0001' },
  woocommerce: {
    shop: 'tienda-carmen.example.mx',
    api_key: 'ck_demo_carmen_0000000000000000000000000001',
    api_secret: 'cs_demo_carmen_0000000000000000000000000001',
  },
  tiendanube: {
    shop: 'carmen.mitiendanube.com',
    store_id: '5551234',
    access_token: 'tn_demo_carmen_0001',
  },
} as const;
