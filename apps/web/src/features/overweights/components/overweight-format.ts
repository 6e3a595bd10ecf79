import type { Locale, Overweight } from '@despacho/shared';
import { formatMoney } from '../../../lib/format';

/** Kilos arrive as decimal text ("2.500"); shown without trailing zeros ("2.5"). */
export function formatKg(value: string | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n);
}

/** What a confirm dialog and its notice say about a row: amount, whose balance, which shipment. */
export const overweightWords = (o: Overweight, locale: Locale, customer: string) => ({
  amount: formatMoney(o.amount, locale),
  name: o.user?.name || o.user?.email || customer,
  number: o.shipment.sequential_id,
});
