import {
  StoreError,
  type FulfilmentRequest,
  type StoreConnection,
  type StoreOrder,
  type StoreOrderAddress,
} from '../store-connector';
import type {
  WcAddress,
  WcLegacyError,
  WcLegacyOrder,
  WcLineItem,
  WcOrder,
  WcRestError,
} from './woocommerce.types';

/**
 * "https://Tienda.MX/shop/" → "tienda.mx/shop": no scheme, no query, no trailing slash, host
 * lower-cased, path kept (WordPress may live in a subfolder, and its path is case-sensitive).
 * Whether the host may be reached (public, https in production) is the stores module's check.
 */
export function normalizeWoocommerceShop(input: string): string {
  const value = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const slash = value.indexOf('/');
  const host = (slash < 0 ? value : value.slice(0, slash)).toLowerCase();
  const path = slash < 0 ? '' : value.slice(slash).replace(/\/{2,}/g, '/');
  if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(host) || !host.includes('.')) {
    if (!/^(localhost|\[[0-9a-f:]+\])(:\d{1,5})?$/.test(host)) {
      throw new StoreError(
        'rejected',
        'Not a store address (expected tienda.mx or tienda.mx/shop)',
      );
    }
  }
  if (/[\s@\\]/.test(path) || value.length > 255) {
    throw new StoreError('rejected', 'Not a store address (expected tienda.mx or tienda.mx/shop)');
  }
  return `${host}${path}`;
}

/** The API root under the shop: /wp-json/wc/v{1,2,3}, or /wc-api/v3 for WooCommerce < 2.6. */
export function woocommerceApiPrefix(
  store: Pick<StoreConnection, 'woocommerce_version' | 'woocommerce_legacy_api'>,
): string {
  if (store.woocommerce_legacy_api) return '/wc-api/v3';
  return `/wp-json/wc/v${store.woocommerce_version ?? 3}`;
}

/**
 * "1234.5" / "1,234.50" / 1234.5 → 123450 centavos, without float arithmetic (a decimal
 * string of pesos is exact; 0.1 + 0.2 is not). Unreadable → 0 (the declared value is optional).
 */
export function decimalToCents(value: unknown): number {
  const text = typeof value === 'number' ? value.toFixed(2) : String(value ?? '').replace(/,/g, '');
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!match || (!match[2] && !match[3])) return 0;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = Number(match[2] || '0') * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1; // half up on a third decimal
  return match[1] ? -cents : cents;
}

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

const filled = (a: WcAddress | undefined): a is WcAddress =>
  !!a && [a.address_1, a.city, a.postcode].some((v) => text(v) !== '');

/** The destination: the shipping block, or the billing one when the order has no shipping. */
function mapAddress(
  shipping: WcAddress | undefined,
  billing: WcAddress | undefined,
  reference: string,
): StoreOrderAddress | null {
  const a = filled(shipping) ? shipping : filled(billing) ? billing : null;
  if (!a) return null;
  return {
    name: [text(a.first_name), text(a.last_name)].filter(Boolean).join(' '),
    company: text(a.company),
    email: text(billing?.email) || text(a.email),
    // wc/v3 has a shipping phone since WC 5.6; before, only billing carries one.
    phone: text(shipping?.phone) || text(billing?.phone),
    // WooCommerce has no separate number: Mexican shops type "Av. Juárez 123" on line 1.
    street: text(a.address_1),
    number: '',
    // Line 2 is where MX checkouts ask for the colonia.
    neighborhood: text(a.address_2),
    city: text(a.city),
    state: text(a.state),
    postal_code: text(a.postcode),
    country_code: text(a.country).toUpperCase(),
    reference,
  };
}

function mapItems(items: WcLineItem[] | undefined) {
  return (items ?? []).map((item) => ({
    name: text(item.name),
    quantity: Math.max(1, Math.trunc(Number(item.quantity) || 1)),
    // Line items carry no weight; the product's is in the shop's own unit (a setting): not read.
    grams: null,
  }));
}

/** A REST (wc/v1–v3) order as the product's StoreOrder. */
export function mapWoocommerceOrder(order: WcOrder): StoreOrder {
  const created = order.date_created_gmt
    ? `${order.date_created_gmt.replace(/Z$/, '')}Z`
    : text(order.date_created);
  return {
    id: String(order.id),
    number: text(order.number) || String(order.id),
    created_at: created,
    destination: mapAddress(order.shipping, order.billing, text(order.customer_note)),
    items: mapItems(order.line_items),
    total_weight_kg: null,
    total_cents: decimalToCents(order.total),
    currency: text(order.currency).toUpperCase() || 'MXN',
  };
}

/** A legacy (wc-api/v3) order as the product's StoreOrder. */
export function mapWoocommerceLegacyOrder(order: WcLegacyOrder): StoreOrder {
  return {
    id: String(order.id),
    number: text(order.order_number) || String(order.id),
    created_at: text(order.created_at),
    destination: mapAddress(order.shipping_address, order.billing_address, text(order.note)),
    items: mapItems(order.line_items),
    total_weight_kg: null,
    total_cents: decimalToCents(order.total),
    currency: text(order.currency).toUpperCase() || 'MXN',
  };
}

/** The note the customer sees on the order (and gets e-mailed: customer_note true). */
export function woocommerceFulfilmentNote(request: FulfilmentRequest): string {
  return [
    `Enviado con ${request.carrier_name}, guía ${request.tracking_number}`,
    request.tracking_url ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** WooCommerce's own words (REST {code, message} or legacy {errors: [...]}), short. */
export function woocommerceErrorWords(body: string): { code: string; message: string } {
  try {
    const parsed = JSON.parse(body) as WcRestError & WcLegacyError;
    const first = parsed.errors?.[0];
    const code = text(parsed.code ?? first?.code);
    const message = text(parsed.message ?? first?.message).slice(0, 200);
    return { code, message };
  } catch {
    return { code: '', message: '' };
  }
}

/** A non-2xx answer as a StoreError. */
export function woocommerceErrorToStoreError(status: number, body: string): StoreError {
  const { code, message } = woocommerceErrorWords(body);
  const said = message ? `: ${message}` : code ? `: ${code}` : '';
  if (status === 401 || status === 403 || /authentication|cannot_view|cannot_edit/.test(code)) {
    return new StoreError('auth', `WooCommerce refused the store's API key${said}`);
  }
  if (status === 429 || status >= 500) {
    return new StoreError('unavailable', `The store could not answer (HTTP ${status})`);
  }
  if (status === 404 && code === 'rest_no_route') {
    return new StoreError(
      'rejected',
      `The store has no WooCommerce API at this address or version (HTTP 404)${said}`,
    );
  }
  return new StoreError('rejected', `WooCommerce refused the request (HTTP ${status})${said}`);
}
