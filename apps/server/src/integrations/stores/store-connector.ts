/**
 * The port every store integration implements (architecture: mapper + client + connector per
 * provider under integrations/stores/<provider>/). A connector reads a store's paid, unfulfilled
 * orders in the product's canonical shape and writes a bought label back as a fulfilment. The
 * OAuth providers (Shopify, Tienda Nube) also build the authorization URL, check the provider's
 * return and exchange its code for a token; WooCommerce is reached with the merchant's key and
 * secret. Every call takes a deadline (`signal`); a connector throws StoreError, never a raw
 * fetch or parse error.
 */
import type { StoreProvider } from '@despacho/shared';

/** The app registered with the provider (per tenant: each reseller runs its own app). */
export interface StoreAppCredentials {
  /** Shopify API key / Tienda Nube app id. */
  client_id: string;
  /** Shopify API secret key / Tienda Nube client secret: signs returns and webhooks. */
  client_secret: string;
}

/** What the product keeps about one connected store, secrets decrypted (never logged). */
export interface StoreConnection {
  provider: StoreProvider;
  /** The shop without scheme: "mi-tienda.myshopify.com", "tienda.mx", "tienda.mx/shop". */
  shop: string;
  /** Shopify / Tienda Nube. */
  access_token?: string;
  /** Tienda Nube's store id (its token reply's user_id). */
  external_id?: string;
  /** WooCommerce consumer key (ck_…) and secret (cs_…). */
  api_key?: string;
  api_secret?: string;
  /** WooCommerce: 3 → wc/v3 (default), 2 → wc/v2, 1 → wc/v1; legacy → wc-api/v3 (WC < 2.6). */
  woocommerce_version?: 1 | 2 | 3;
  woocommerce_legacy_api?: boolean;
}

export interface StoreCallContext {
  app: StoreAppCredentials;
  /**
   * Demo mode only: the provider's local mock server ("http://127.0.0.1:3000/__mocks/shopify").
   * The connector sends every request there instead of the provider's host, keeping paths,
   * headers and bodies exactly as the real protocol has them. Undefined in production.
   */
  mock_base_url?: string;
  /** Aborted when the call's deadline passes. */
  signal: AbortSignal;
}

/** A destination as the order gives it; the sync resolves the country and state. */
export interface StoreOrderAddress {
  name: string;
  company: string;
  email: string;
  phone: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  /** The province / state name or code as the store wrote it ("Jalisco", "JAL"). */
  state: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2 ("MX"). */
  country_code: string;
  reference: string;
}

export interface StoreOrderItem {
  name: string;
  quantity: number;
  /** Weight of one unit in grams, when the store knows it. */
  grams: number | null;
}

/** A paid order not yet fulfilled: what becomes one shipment. */
export interface StoreOrder {
  /** The provider's id of the order (unique per store; the dedupe key). */
  id: string;
  /** What the merchant calls it ("#1001", "1001"): the shipment's source_number. */
  number: string;
  created_at: string;
  destination: StoreOrderAddress | null;
  items: StoreOrderItem[];
  /** Sum of the items' weight in kg, when every item has one; else null. */
  total_weight_kg: number | null;
  /** What the order was paid, in centavos (declared value). */
  total_cents: number;
  currency: string;
}

export interface FulfilmentRequest {
  order_id: string;
  carrier_name: string;
  tracking_number: string;
  tracking_url: string | null;
}

export type StoreErrorKind =
  | 'auth' // token or key refused / revoked: the store needs re-authorizing
  | 'timeout' // no answer before the deadline
  | 'unavailable' // network error, 5xx, unreadable answer
  | 'rejected' // the store refused this request (order already fulfilled, bad shop…)
  | 'config'; // the tenant's app credentials are missing

export class StoreError extends Error {
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface OAuthStartInput {
  shop: string;
  /** The nonce the return must carry back. */
  state: string;
  /** Where the provider sends the merchant back (the web's /stores/update). */
  redirect_uri: string;
}

export interface OAuthTokens {
  access_token: string;
  /** Tienda Nube's store id; Shopify: none. */
  external_id?: string;
  scope?: string;
  /** The store's name when the token reply or a follow-up call gives it. */
  name?: string;
  /** Tienda Nube: the store's own domain (its /store original_domain), as nothing was typed. */
  shop?: string;
}

export interface StoreConnector {
  provider: StoreProvider;
  /**
   * The shop as the merchant typed it, checked and without scheme, or a StoreError('rejected')
   * (Shopify: "mi-tienda" → "mi-tienda.myshopify.com", host must match *.myshopify.com).
   */
  normalizeShop(input: string): string;
  /** OAuth providers: the provider's authorization URL for this shop. */
  authorizeUrl?(ctx: Omit<StoreCallContext, 'signal'>, input: OAuthStartInput): string;
  /**
   * OAuth providers: whether the return's query is authentic (Shopify: HMAC of the sorted
   * query with the app secret, constant-time; Tienda Nube: no signature, true).
   */
  verifyReturn?(app: StoreAppCredentials, query: Readonly<Record<string, string>>): boolean;
  /** OAuth providers: trade the return's code for a token. */
  exchangeCode?(ctx: StoreCallContext, input: { shop: string; code: string }): Promise<OAuthTokens>;
  /** Checks the stored credentials work (WooCommerce on connect; every provider on demand). */
  testConnection(ctx: StoreCallContext, store: StoreConnection): Promise<{ name?: string }>;
  /** Paid, unfulfilled, open orders, newest first, at most `limit`. */
  listOpenOrders(
    ctx: StoreCallContext,
    store: StoreConnection,
    options: { limit: number },
  ): Promise<StoreOrder[]>;
  /** Marks the order shipped with the label's carrier and tracking number. */
  fulfil(
    ctx: StoreCallContext,
    store: StoreConnection,
    request: FulfilmentRequest,
  ): Promise<{ fulfilment_id: string }>;
  /**
   * Whether a webhook's raw body is signed by the app (Shopify: X-Shopify-Hmac-Sha256, base64;
   * WooCommerce: X-WC-Webhook-Signature with the store's secret; Tienda Nube:
   * x-linkedstore-hmac-sha256, hex). Header names are lower-case.
   */
  verifyWebhook?(
    secret: string,
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): boolean;
}
