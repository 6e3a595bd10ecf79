import type { StoreForm, StoreProvider } from '@despacho/shared';

/** What the connect form's inputs hold: every provider's fields as text, so switching provider
 * keeps what was typed; `toStoreRequest` turns them into the contract's shape. */
export interface StoreFormValues {
  provider: StoreProvider;
  shop: string;
  api_key: string;
  api_secret: string;
  woocommerce_version: string;
  woocommerce_legacy_api: 'true' | 'false';
  woocommerce_address: {
    name: string;
    company: string;
    email: string;
    phone: string;
    street: string;
    neighborhood: string;
    city: string;
    postal_code: string;
    country_id: string;
    state: string;
  };
  [key: string]: unknown;
}

export const EMPTY_STORE_FORM: StoreFormValues = {
  provider: 'shopify',
  shop: '',
  api_key: '',
  api_secret: '',
  woocommerce_version: '3',
  woocommerce_legacy_api: 'false',
  woocommerce_address: {
    name: '',
    company: '',
    email: '',
    phone: '',
    street: '',
    neighborhood: '',
    city: '',
    postal_code: '',
    country_id: '',
    state: '',
  },
};

/** Only the chosen provider's fields are sent (a Shopify store has no keys or address). */
export function toStoreRequest(v: StoreFormValues): StoreForm {
  if (v.provider === 'shopify') return { provider: 'shopify', shop: v.shop };
  if (v.provider === 'tiendanube') return { provider: 'tiendanube', shop: v.shop.trim() || null };
  const a = v.woocommerce_address;
  return {
    provider: 'woocommerce',
    shop: v.shop,
    api_key: v.api_key,
    api_secret: v.api_secret,
    woocommerce_version: Number(v.woocommerce_version) as 1 | 2 | 3,
    woocommerce_legacy_api: v.woocommerce_legacy_api === 'true',
    woocommerce_address: { ...a, country_id: a.country_id || null, state: a.state || null },
  };
}
