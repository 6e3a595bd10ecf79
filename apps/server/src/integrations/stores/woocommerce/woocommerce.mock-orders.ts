import type { WoocommerceMockOrder } from './woocommerce.mock-state';

/** The mock's orders as each API version serializes them. */

export type WoocommerceMockApi = 'v1' | 'v2' | 'v3' | 'legacy';

export function restOrder(order: WoocommerceMockOrder, api: WoocommerceMockApi) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    currency: order.currency,
    // The mock's shops run on UTC, so the local and GMT dates agree.
    date_created: order.date_created_gmt,
    date_created_gmt: order.date_created_gmt,
    total: order.total,
    customer_note: order.customer_note,
    billing: order.billing,
    shipping: order.shipping,
    line_items: order.line_items,
    ...(api === 'v1' ? {} : { meta_data: order.meta_data }),
  };
}

export function legacyOrder(order: WoocommerceMockOrder) {
  return {
    id: order.id,
    order_number: order.number,
    created_at: `${order.date_created_gmt}Z`,
    status: order.status,
    currency: order.currency,
    total: order.total,
    note: order.customer_note,
    billing_address: order.billing,
    shipping_address: order.shipping,
    line_items: order.line_items,
  };
}

export const serializeOrder = (order: WoocommerceMockOrder, api: WoocommerceMockApi) =>
  api === 'legacy' ? legacyOrder(order) : restOrder(order, api);

/** Statuses a REST or legacy status filter names ("processing", "processing,on-hold", "any"). */
export function statusFilter(value: string | undefined): (status: string) => boolean {
  const wanted = (value ?? 'any')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted.length || wanted.includes('any')) return () => true;
  return (status) => wanted.includes(status);
}

/** Newest first, then one page. */
export function pageOf<T extends { date_created_gmt: string; id: number }>(
  orders: readonly T[],
  perPage: number,
  page: number,
): { items: T[]; total: number; pages: number } {
  const sorted = [...orders].sort((a, b) =>
    a.date_created_gmt === b.date_created_gmt
      ? b.id - a.id
      : a.date_created_gmt < b.date_created_gmt
        ? 1
        : -1,
  );
  const size = Math.min(100, Math.max(1, perPage));
  const start = (Math.max(1, page) - 1) * size;
  return {
    items: sorted.slice(start, start + size),
    total: sorted.length,
    pages: Math.max(1, Math.ceil(sorted.length / size)),
  };
}
