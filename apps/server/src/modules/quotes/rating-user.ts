import { assertCentavos, type RatingUser } from '@despacho/domain';
import type { QuoteFacts } from './quote-facts.repository';

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
/** bigint columns arrive as strings through JSON: already centavos, kept exact. */
const cents = (v: string | number | null) => (v === null ? null : assertCentavos(Number(v)));

/** The paying account's overrides, from the quote's facts, in the engine's terms. */
export function ratingUser(payerId: number, facts: QuoteFacts): RatingUser {
  return {
    id: String(payerId),
    discount: Number(facts.payer?.discount ?? 0),
    special_carriers: facts.payer?.special_carriers ?? false,
    user_carriers: facts.userCarriers.map((u) => ({
      carrier_id: String(u.carrier_id),
      service_ids: u.service_ids.map(String),
    })),
    service_amounts: facts.serviceAmounts.map((a) => ({
      service_id: String(a.service_id),
      international_percent: num(a.international_percent),
      international_amount_dev: cents(a.international_amount_dev_cents),
      main_admin_percent: num(a.main_admin_percent),
      main_admin_amount: cents(a.main_admin_amount_cents),
      client_percentage: num(a.client_percentage),
      international_amount: cents(a.international_amount_cents),
    })),
    prices: facts.userPrices.map((p) => ({
      service_id: String(p.service_id),
      kg: Number(p.kg),
      price: assertCentavos(Number(p.price_cents)),
    })),
  };
}
