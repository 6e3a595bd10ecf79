/**
 * The shapes of Shopify's GraphQL Admin API (2025-07) replies this integration reads: only the
 * fields its queries select. Everything is optional or nullable as Shopify may leave it out.
 */

export const SHOPIFY_API_VERSION = '2025-07';

export const SHOPIFY_SCOPES = [
  'read_orders',
  'write_fulfillments',
  'read_fulfillments',
  'read_merchant_managed_fulfillment_orders',
  'write_merchant_managed_fulfillment_orders',
] as const;

export interface ShopifyMoney {
  amount?: string | null;
  currencyCode?: string | null;
}

export interface ShopifyWeight {
  unit?: 'GRAMS' | 'KILOGRAMS' | 'OUNCES' | 'POUNDS' | string | null;
  value?: number | null;
}

export interface ShopifyMailingAddress {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
  countryCodeV2?: string | null;
  phone?: string | null;
}

export interface ShopifyLineItem {
  id?: string | null;
  name?: string | null;
  quantity?: number | null;
  requiresShipping?: boolean | null;
}

export interface ShopifyFulfillmentOrderLineItem {
  weight?: ShopifyWeight | null;
  lineItem?: { id?: string | null } | null;
}

export interface ShopifyFulfillmentOrder {
  id?: string | null;
  status?: string | null;
  lineItems?: { nodes?: ShopifyFulfillmentOrderLineItem[] | null } | null;
}

export interface ShopifyOrderNode {
  id?: string | null;
  legacyResourceId?: string | null;
  name?: string | null;
  createdAt?: string | null;
  email?: string | null;
  phone?: string | null;
  totalPriceSet?: { shopMoney?: ShopifyMoney | null } | null;
  shippingAddress?: ShopifyMailingAddress | null;
  lineItems?: { nodes?: ShopifyLineItem[] | null } | null;
  fulfillmentOrders?: { nodes?: ShopifyFulfillmentOrder[] | null } | null;
}

export interface ShopifyOrdersData {
  orders?: {
    nodes?: ShopifyOrderNode[] | null;
    pageInfo?: { hasNextPage?: boolean | null; endCursor?: string | null } | null;
  } | null;
}

export interface ShopifyOrderFulfillmentOrdersData {
  order?: {
    id?: string | null;
    fulfillmentOrders?: {
      nodes?: Array<{
        id?: string | null;
        status?: string | null;
        supportedActions?: Array<{ action?: string | null }> | null;
      }> | null;
    } | null;
  } | null;
}

export interface ShopifyUserError {
  field?: string[] | null;
  message?: string | null;
}

export interface ShopifyFulfillmentCreateData {
  fulfillmentCreate?: {
    fulfillment?: { id?: string | null; status?: string | null } | null;
    userErrors?: ShopifyUserError[] | null;
  } | null;
}

export interface ShopifyShopData {
  shop?: { id?: string | null; name?: string | null; myshopifyDomain?: string | null } | null;
}

/** One entry of a GraphQL reply's top-level `errors`. */
export interface ShopifyGraphqlError {
  message?: string;
  extensions?: { code?: string };
}

/** POST /admin/oauth/access_token's answer (offline token). */
export interface ShopifyTokenReply {
  access_token?: string;
  scope?: string;
}
