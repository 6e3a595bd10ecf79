import { z } from 'zod';
import { email, phone, requiredText } from '../validation/fields';
import { enumError, optionalRefId } from './form-fields';

export const STORE_PROVIDERS = ['shopify', 'woocommerce', 'tiendanube'] as const;
export type StoreProvider = (typeof STORE_PROVIDERS)[number];
export const WOOCOMMERCE_VERSIONS = [1, 2, 3] as const;

/**
 * The shop as a comparable key: no scheme, no trailing slash, lower case, so that
 * "https://Tienda.com/" and "tienda.com" are the same store connected twice.
 */
export const normalizeShop = (shop: string) =>
  shop
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

export function isDuplicateShop(shop: string, existingShops: readonly string[]): boolean {
  const key = normalizeShop(shop);
  return key !== '' && existingShops.some((s) => normalizeShop(s) === key);
}

const shop = () => requiredText(255);

const woocommerceVersion = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'v.invalid_value' }),
  )
  .default(3);

/** The sender address WooCommerce orders ship from (spec 2 §5 lists the required fields). */
export const ZWoocommerceAddress = z.object({
  name: requiredText(35),
  company: requiredText(80),
  email: email(),
  phone: phone(),
  street: requiredText(60),
  neighborhood: requiredText(80),
  city: requiredText(35),
  postal_code: requiredText(7),
  country_id: optionalRefId(),
  state: z.string().trim().max(80, { error: 'v.max_length' }).nullish(),
});

const providerError = (issue: { input?: unknown }) => {
  const p = (issue.input as { provider?: unknown } | undefined)?.provider;
  return p === undefined || p === null || p === '' ? 'v.required' : 'v.invalid_value';
};

const variants = [
  z.object({ provider: z.literal('shopify', { error: enumError }), shop: shop() }),
  z.object({
    provider: z.literal('woocommerce', { error: enumError }),
    shop: shop(),
    api_key: requiredText(255),
    api_secret: requiredText(255),
    woocommerce_version: woocommerceVersion,
    woocommerce_legacy_api: z.boolean({ error: 'v.invalid_type' }).default(false),
    woocommerce_address: ZWoocommerceAddress,
  }),
  // Tienda Nube connects through its own authorisation page, so nothing typed is checked.
  z.looseObject({
    provider: z.literal('tiendanube', { error: enumError }),
    shop: z.string().nullish(),
  }),
] as const;

/** Store connect form without the uniqueness rule (for the server, which checks it in the DB). */
export const ZStoreForm = z.discriminatedUnion('provider', [...variants], { error: providerError });
export type StoreForm = z.input<typeof ZStoreForm>;
export const ZStoreRequest = z.object({ store: ZStoreForm });

/** The connect form as the web app runs it: a shop already in the list is `v.invalidShopUrl`. */
export const storeFormSchema = (existingShops: readonly string[]) =>
  ZStoreForm.superRefine((v, ctx) => {
    if (v.provider !== 'tiendanube' && isDuplicateShop(v.shop, existingShops))
      ctx.addIssue({ code: 'custom', message: 'v.invalidShopUrl', path: ['shop'] });
  });
