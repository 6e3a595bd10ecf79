import { z } from 'zod';
import { STORE_PROVIDERS } from '../forms/store';

/**
 * A store's connection: `pending` until the provider's OAuth return is saved, `connected`,
 * `revoked` (the merchant uninstalled the app or the provider refused the token: re-authorize),
 * `error` (the last sync could not reach the store; `status_reason` says why).
 */
export const STORE_STATUSES = ['pending', 'connected', 'revoked', 'error'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/**
 * Connecting a store is `ZStoreForm` / `ZStoreRequest` (forms/store.ts): Shopify and Tienda Nube
 * answer with the provider's authorization URL in `params.url` (the browser goes there);
 * WooCommerce is tested with the key and secret and saved at once.
 */

/**
 * The silent return page (/stores/update) posts the provider's query string as it came:
 * Shopify's `code, hmac, host, shop, state, timestamp`; Tienda Nube's `code, state`.
 */
export const ZStoreReturnRequest = z
  .object({
    provider: z.enum(STORE_PROVIDERS).default('shopify'),
    code: z.string().trim().min(1, 'v.required').max(512, 'v.max_length'),
    state: z.string().trim().min(1, 'v.required').max(128, 'v.max_length'),
  })
  .catchall(z.string().max(2048));
export type StoreReturnRequest = z.input<typeof ZStoreReturnRequest>;

export const ZStore = z.object({
  id: z.number().int(),
  provider: z.enum(STORE_PROVIDERS),
  /** The shop as connected, without scheme ("mi-tienda.myshopify.com", "tienda.mx/shop"). */
  shop: z.string(),
  /** The store's own name when the provider gave one, else the shop. */
  name: z.string(),
  status: z.enum(STORE_STATUSES),
  status_reason: z.string().nullable(),
  woocommerce_version: z.number().int().nullable(),
  woocommerce_legacy_api: z.boolean().nullable(),
  /** Masked ("ck_****1234"); the secret is never sent back. */
  api_key: z.string().nullable(),
  user_id: z.number().int(),
  last_sync_at: z.string().nullable(),
  last_sync_error: z.string().nullable(),
  /** Shipments made from this store's orders. */
  shipments_count: z.number().int(),
  created_at: z.string(),
});
export type Store = z.infer<typeof ZStore>;

/** Spec 2 §7: `params.url` sends the browser to the provider; otherwise the store is saved. */
export const ZStoreConnectReply = z.object({
  store: ZStore,
  params: z.object({ url: z.string() }).nullable(),
});
export type StoreConnectReply = z.infer<typeof ZStoreConnectReply>;

/** `POST shipments/syncs`: what each store's sync did. */
export const ZStoreSyncResult = z.object({
  store_id: z.number().int(),
  provider: z.enum(STORE_PROVIDERS),
  shop: z.string(),
  /** Orders read (paid and unfulfilled). */
  orders: z.number().int(),
  /** Shipments created now (an order already made into a shipment is skipped). */
  created: z.number().int(),
  skipped: z.number().int(),
  /** Null when the store answered; otherwise why it could not be read. */
  error: z.string().nullable(),
});
export const ZSyncReply = z.object({ data: z.array(ZStoreSyncResult) });
export type StoreSyncResult = z.infer<typeof ZStoreSyncResult>;
export type SyncReply = z.infer<typeof ZSyncReply>;
