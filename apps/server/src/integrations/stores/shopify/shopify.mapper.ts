import type {
  FulfilmentRequest,
  StoreOrder,
  StoreOrderAddress,
  StoreOrderItem,
} from '../store-connector';
import { StoreError } from '../store-connector';
import type {
  ShopifyFulfillmentCreateData,
  ShopifyGraphqlError,
  ShopifyMailingAddress,
  ShopifyOrderFulfillmentOrdersData,
  ShopifyOrderNode,
  ShopifyOrdersData,
  ShopifyWeight,
} from './shopify.types';

/**
 * Shopify's GraphQL replies to the product's canonical shapes, and back (pure: no I/O).
 * Money is read from Shopify's decimal strings into integer centavos without floats.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * "1234.5" → 123450. Shopify sends money as decimal strings; a third decimal (some currencies)
 * rounds half up. Anything unreadable is 0: the declared value is then simply unknown.
 */
export function decimalToCents(amount: unknown): number {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text(amount));
  if (!match) return 0;
  const decimals = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(match[1]) * 100 + Number(decimals.slice(0, 2));
  return Number(decimals[2]) >= 5 ? cents + 1 : cents;
}

/** Words that name a kind of street, not a street: "Calle 10" has no outside number. */
const STREET_KINDS = new Set([
  'calle',
  'c',
  'av',
  'ave',
  'avenida',
  'calz',
  'calzada',
  'privada',
  'priv',
  'cerrada',
  'cda',
  'andador',
  'and',
  'blvd',
  'boulevard',
  'bulevar',
  'callejon',
  'callejón',
  'retorno',
  'ret',
  'circuito',
  'cto',
  'prolongacion',
  'prolongación',
  'prol',
  'carretera',
  'carr',
  'camino',
  'eje',
  'periferico',
  'periférico',
  'viaducto',
  'paseo',
  'diagonal',
  'circunvalacion',
  'circunvalación',
  'sur',
  'norte',
  'oriente',
  'poniente',
  'ote',
  'pte',
]);

/** Words that say the last number is an inside one (or a lot), not the outside number. */
const INSIDE_WORDS =
  /(?:^|[\s.,])(?:int|interior|depto|dpto|departamento|depa|apto|local|piso|edif|edificio|torre|casa|oficina|of|mz|manzana|lt|lote|km)(?:$|[\s.,#])/i;

/**
 * "Av. Insurgentes Sur 1602" → street "Av. Insurgentes Sur", number "1602". Only split when
 * it is safe: the address ends in a number (optionally "#", "No." or "Núm." before it, one
 * letter after it) and what precedes names a street by more than its kind or itself ends in a
 * number ("Calle 10 123"). Otherwise the whole line is the street and the number stays ''
 * ("Calle 10", "Av. Juárez 123 Int. 4", "Mz 5 Lt 12"): the person completes it rather than ship to a guess.
 */
export function splitStreetNumber(address1: string): { street: string; number: string } {
  const line = address1.trim().replace(/\s+/g, ' ');
  if (INSIDE_WORDS.test(line)) return { street: line, number: '' };
  const marked = /^(.+?)[\s,]*(?:#|\bno\.?|\bnúm\.?|\bnum\.?)\s*(\d{1,6}[a-z]?)$/i.exec(line);
  if (marked && /\p{L}/u.test(marked[1]!)) {
    return { street: marked[1]!.replace(/[\s,]+$/, ''), number: marked[2]! };
  }
  const plain = /^(.+?)[\s,]+(\d{1,6}[a-z]?)$/i.exec(line);
  if (plain) {
    const street = plain[1]!.replace(/[\s,]+$/, '');
    const words = street
      .toLowerCase()
      .split(/[\s.,]+/)
      .filter((w) => w !== '');
    const named = words.some((w) => /\p{L}{2,}/u.test(w) && !STREET_KINDS.has(w));
    if (named || /\d$/.test(street)) return { street, number: plain[2]! };
  }
  return { street: line, number: '' };
}

const GRAMS_PER: Readonly<Record<string, number>> = {
  GRAMS: 1,
  KILOGRAMS: 1000,
  OUNCES: 28.349523125,
  POUNDS: 453.59237,
};

/** One unit's weight in grams; a zero or missing weight is unknown (Shopify's default is 0). */
export function weightToGrams(weight: ShopifyWeight | null | undefined): number | null {
  const factor = GRAMS_PER[text(weight?.unit)];
  const value = weight?.value;
  if (!factor || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return Math.max(1, Math.round(value * factor));
}

function mapAddress(
  address: ShopifyMailingAddress | null | undefined,
  order: ShopifyOrderNode,
): StoreOrderAddress | null {
  if (!address) return null;
  const name =
    text(address.name) || [text(address.firstName), text(address.lastName)].join(' ').trim();
  const { street, number } = splitStreetNumber(text(address.address1));
  return {
    name,
    company: text(address.company),
    email: text(order.email),
    phone: text(address.phone) || text(order.phone),
    street,
    number,
    neighborhood: text(address.address2),
    city: text(address.city),
    state: text(address.province) || text(address.provinceCode),
    postal_code: text(address.zip),
    country_code: text(address.countryCodeV2).toUpperCase(),
    reference: '',
  };
}

/** The order's weights per line item id, from its fulfillment orders' line items. */
function weightsByLineItem(order: ShopifyOrderNode): Map<string, number | null> {
  const weights = new Map<string, number | null>();
  for (const fo of order.fulfillmentOrders?.nodes ?? []) {
    for (const line of fo.lineItems?.nodes ?? []) {
      const id = text(line.lineItem?.id);
      if (id && !weights.get(id)) weights.set(id, weightToGrams(line.weight));
    }
  }
  return weights;
}

/** The numeric order id ("5512345678901"), which Shopify's webhooks also carry as `id`. */
export function shopifyOrderId(order: ShopifyOrderNode): string {
  const legacy = text(order.legacyResourceId);
  if (legacy) return legacy;
  return /\/(\d+)$/.exec(text(order.id))?.[1] ?? text(order.id);
}

/** The order's GraphQL id from the numeric one the product keeps (a gid is kept as it is). */
export function shopifyOrderGid(orderId: string): string {
  return orderId.startsWith('gid://') ? orderId : `gid://shopify/Order/${orderId}`;
}

export function mapShopifyOrder(order: ShopifyOrderNode): StoreOrder {
  const weights = weightsByLineItem(order);
  const items: StoreOrderItem[] = (order.lineItems?.nodes ?? [])
    // A gift card or download is paid for but never shipped.
    .filter((line) => line.requiresShipping !== false)
    .map((line) => ({
      name: text(line.name),
      quantity: Math.max(0, Math.trunc(line.quantity ?? 0)),
      grams: weights.get(text(line.id)) ?? null,
    }));
  const allWeighed = items.length > 0 && items.every((item) => item.grams !== null);
  const grams = items.reduce((sum, item) => sum + (item.grams ?? 0) * item.quantity, 0);
  const money = order.totalPriceSet?.shopMoney;
  return {
    id: shopifyOrderId(order),
    number: text(order.name),
    created_at: text(order.createdAt),
    destination: mapAddress(order.shippingAddress, order),
    items,
    total_weight_kg: allWeighed ? grams / 1000 : null,
    total_cents: decimalToCents(money?.amount),
    currency: text(money?.currencyCode).toUpperCase() || 'MXN',
  };
}

/** One page of the orders query: its orders and the cursor of the next page, if any. */
export function mapShopifyOrdersPage(data: ShopifyOrdersData): {
  orders: StoreOrder[];
  nextCursor: string | null;
} {
  const connection = data.orders;
  if (!connection || !Array.isArray(connection.nodes)) {
    throw new StoreError('unavailable', 'Shopify answered the orders query without orders');
  }
  const next = connection.pageInfo?.hasNextPage ? text(connection.pageInfo.endCursor) : '';
  return { orders: connection.nodes.map(mapShopifyOrder), nextCursor: next || null };
}

/**
 * The fulfillment orders a fulfilment can close: open or in progress and offering
 * CREATE_FULFILLMENT. None left means the order was already shipped (or cancelled) in Shopify.
 */
export function openFulfillmentOrderIds(data: ShopifyOrderFulfillmentOrdersData): string[] {
  if (!data.order) throw new StoreError('rejected', 'Shopify has no such order');
  return (data.order.fulfillmentOrders?.nodes ?? [])
    .filter(
      (fo) =>
        (fo.status === 'OPEN' || fo.status === 'IN_PROGRESS') &&
        (fo.supportedActions ?? []).some((a) => a.action === 'CREATE_FULFILLMENT'),
    )
    .map((fo) => text(fo.id))
    .filter((id) => id !== '');
}

/** fulfillmentCreate's variables: every open fulfillment order, tracked, customer told. */
export function fulfillmentCreateVariables(
  fulfillmentOrderIds: readonly string[],
  request: FulfilmentRequest,
) {
  return {
    fulfillment: {
      lineItemsByFulfillmentOrder: fulfillmentOrderIds.map((id) => ({ fulfillmentOrderId: id })),
      notifyCustomer: true,
      trackingInfo: {
        company: request.carrier_name,
        number: request.tracking_number,
        ...(request.tracking_url ? { url: request.tracking_url } : {}),
      },
    },
  };
}

/** The new fulfilment's id, or the store's refusal (its userErrors) as StoreError('rejected'). */
export function mapFulfillmentCreate(data: ShopifyFulfillmentCreateData): {
  fulfilment_id: string;
} {
  const result = data.fulfillmentCreate;
  const errors = (result?.userErrors ?? []).map((e) => text(e.message)).filter(Boolean);
  if (errors.length) throw new StoreError('rejected', `Shopify refused: ${errors.join('; ')}`);
  const id = text(result?.fulfillment?.id);
  if (!id) throw new StoreError('unavailable', 'Shopify answered the fulfilment unreadably');
  return { fulfilment_id: id };
}

/**
 * A GraphQL reply's top-level errors as one StoreError: THROTTLED (cost limit) and
 * INTERNAL_SERVER_ERROR are passing ('unavailable'); ACCESS_DENIED means a scope the app lost
 * ('auth'); anything else is a refusal of this request ('rejected').
 */
export function graphqlErrorsToStoreError(errors: readonly ShopifyGraphqlError[]): StoreError {
  const codes = errors.map((e) => e.extensions?.code ?? '');
  const words = errors
    .map((e) => text(e.message))
    .filter(Boolean)
    .join('; ')
    .slice(0, 300);
  if (codes.includes('THROTTLED')) {
    return new StoreError('unavailable', 'Shopify is throttling requests; try again shortly');
  }
  if (codes.includes('ACCESS_DENIED') || codes.includes('UNAUTHORIZED')) {
    return new StoreError('auth', `Shopify denied access: ${words || 'access denied'}`);
  }
  if (codes.includes('INTERNAL_SERVER_ERROR') || codes.includes('SERVICE_UNAVAILABLE')) {
    return new StoreError('unavailable', 'Shopify could not answer; try again shortly');
  }
  return new StoreError('rejected', `Shopify refused the request: ${words || 'unknown error'}`);
}
