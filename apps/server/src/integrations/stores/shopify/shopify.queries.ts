/**
 * The GraphQL Admin API (2025-07) documents this integration sends. The mock server answers
 * exactly these, so both sides import them from here.
 */

/** Shopify's search syntax for what a sync takes: paid, nothing shipped yet, not archived. */
export const SHOPIFY_OPEN_ORDERS_FILTER =
  'financial_status:paid fulfillment_status:unfulfilled status:open';

/**
 * Orders page by page, newest first. Weights come from the fulfillment orders' line items: the
 * order's LineItem has no weight before 2026-07, and the product variant's needs read_products,
 * a scope the merchant would have to grant only for that. Page and nested sizes keep the query
 * under Shopify's 1,000-point cost limit.
 */
export const SHOPIFY_ORDERS_QUERY = `query DespachoOpenOrders($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT, reverse: true) {
    nodes {
      id
      legacyResourceId
      name
      createdAt
      email
      phone
      totalPriceSet { shopMoney { amount currencyCode } }
      shippingAddress {
        name firstName lastName company address1 address2 city province provinceCode zip countryCodeV2 phone
      }
      lineItems(first: 25) { nodes { id name quantity requiresShipping } }
      fulfillmentOrders(first: 2) {
        nodes { id status lineItems(first: 25) { nodes { weight { unit value } lineItem { id } } } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The largest page asked for (see the cost note above). */
export const SHOPIFY_ORDERS_PAGE_SIZE = 10;

export const SHOPIFY_SHOP_QUERY = `query DespachoShop { shop { id name myshopifyDomain } }`;

/** What a fulfilment needs first: the order's fulfillment orders still open to fulfil. */
export const SHOPIFY_FULFILLMENT_ORDERS_QUERY = `query DespachoFulfillmentOrders($id: ID!) {
  order(id: $id) {
    id
    fulfillmentOrders(first: 10) { nodes { id status supportedActions { action } } }
  }
}`;

export const SHOPIFY_FULFILLMENT_CREATE_MUTATION = `mutation DespachoFulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;
