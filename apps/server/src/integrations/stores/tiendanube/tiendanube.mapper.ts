import { StoreError, type StoreOrder, type StoreOrderAddress } from '../store-connector';
import type { TnAddress, TnError, TnOrder, TnStore } from './tiendanube.types';

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** "1234.5" → 123450 centavos without float arithmetic; unreadable → 0. */
export function tiendanubeCents(value: unknown): number {
  const raw = typeof value === 'number' ? value.toFixed(2) : text(value).replace(/,/g, '');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(raw);
  if (!match || (!match[2] && !match[3])) return 0;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = Number(match[2] || '0') * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return match[1] ? -cents : cents;
}

/** "0.50" kg → 500 g; missing, zero or unreadable → null (unknown, not weightless). */
export function kgToGrams(value: unknown): number | null {
  const kg = Number(text(value));
  return Number.isFinite(kg) && kg > 0 ? Math.round(kg * 1000) : null;
}

/** Whether an order is paid, open, to be shipped (not picked up at a branch) and not shipped. */
export function isOpenTiendanubeOrder(order: TnOrder): boolean {
  return (
    order.payment_status === 'paid' &&
    (order.status ?? 'open') === 'open' &&
    order.shipping_pickup_type !== 'pickup' &&
    !['fulfilled', 'shipped'].includes(order.shipping_status ?? '')
  );
}

function mapAddress(order: TnOrder): StoreOrderAddress | null {
  const a: TnAddress | null | undefined = order.shipping_address;
  if (!a || ![a.address, a.city, a.zipcode].some((v) => text(v))) return null;
  return {
    name: text(a.name) || text(order.customer?.name),
    company: '',
    email: text(order.customer?.email) || text(order.contact_email),
    phone: text(a.phone) || text(order.customer?.phone),
    street: text(a.address),
    number: text(a.number),
    neighborhood: text(a.locality),
    city: text(a.city),
    state: text(a.province),
    postal_code: text(a.zipcode),
    country_code: text(a.country).toUpperCase(),
    // The interior ("floor") is what a courier needs next to the street number.
    reference: text(a.floor),
  };
}

export function mapTiendanubeOrder(order: TnOrder): StoreOrder {
  const items = (order.products ?? []).map((p) => ({
    name: text(p.name),
    quantity: Math.max(1, Math.trunc(Number(p.quantity) || 1)),
    grams: kgToGrams(p.weight),
  }));
  const everyWeight = items.length > 0 && items.every((i) => i.grams !== null);
  const grams = items.reduce((sum, i) => sum + (i.grams ?? 0) * i.quantity, 0);
  return {
    id: String(order.id),
    number: text(order.number) || String(order.id),
    created_at: text(order.created_at),
    destination: mapAddress(order),
    items,
    total_weight_kg: everyWeight ? grams / 1000 : null,
    total_cents: tiendanubeCents(order.total),
    currency: text(order.currency).toUpperCase() || 'MXN',
  };
}

/** The store's name in Spanish, else in its main language, else any. */
export function tiendanubeStoreName(store: TnStore): string | undefined {
  const name = store.name;
  if (typeof name === 'string') return name.trim() || undefined;
  if (!name) return undefined;
  const pick = name.es ?? (store.main_language ? name[store.main_language] : undefined);
  return (pick ?? Object.values(name).find((v) => text(v)))?.trim() || undefined;
}

/** Tienda Nube's words ({code, message, description}), short. */
export function tiendanubeErrorWords(body: string): string {
  try {
    const parsed = JSON.parse(body) as TnError & { error_description?: string; error?: string };
    const words = parsed.description ?? parsed.error_description ?? parsed.message ?? parsed.error;
    return typeof words === 'string' ? words.slice(0, 200) : '';
  } catch {
    return '';
  }
}

/** A non-2xx API answer as a StoreError. */
export function tiendanubeErrorToStoreError(status: number, body: string): StoreError {
  const words = tiendanubeErrorWords(body);
  const said = words ? `: ${words}` : '';
  if (status === 401 || status === 403) {
    return new StoreError('auth', `Tienda Nube refused the store's access token${said}`);
  }
  if (status === 429 || status >= 500) {
    return new StoreError('unavailable', `Tienda Nube could not answer (HTTP ${status})`);
  }
  return new StoreError('rejected', `Tienda Nube refused the request (HTTP ${status})${said}`);
}

/** 404 "Last page is N": Tienda Nube's answer to a page past the end, i.e. no more orders. */
export function isPastLastPage(status: number, body: string): boolean {
  return status === 404 && /last page is/i.test(tiendanubeErrorWords(body));
}
