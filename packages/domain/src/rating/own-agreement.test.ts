import { describe, expect, it } from 'vitest';
import { rateShipment } from './engine';
import { candidate, carrier, input, row, service, user } from './test-fixtures';
import { rateForViewer } from './viewer';

/**
 * Issue 19 / rating.md §6 rule 2: an own-agreement carrier quotes at the carrier's price to its
 * owner, and what the owner pays the platform per label is the own-agreement fee alone.
 */
const withMargins = service({
  id: 'own',
  code: 'FEDEX_EXPRESS_SAVER',
  use_quoted_rates: true,
  exchange_rate: 1,
  // Margins and a price table that must all be ignored for an own agreement.
  international_percent: 10,
  international_amount_dev: 500,
  main_admin_percent: 20,
  client_percentage: 15,
  international_amount: 1000,
  extended_zone_price: 8000,
});
const ownCarrier = carrier({
  id: 'oc',
  own_agreement_user_id: 'u1',
  insurance_type: 'internal',
  insurance_percentage: 2,
});

const quote = (over: Parameters<typeof input>[0] = {}) =>
  rateShipment(
    input({
      candidates: [
        candidate({
          service: withMargins,
          carrier: ownCarrier,
          price_rows: [row(5, 100, 200, 300)],
          destination_in_extended_zone: true,
        }),
      ],
      quoted_rates: { own: { ok: true, quoted_rate: 23456 } },
      user: user({ discount: 50, own_agreements_fee: 1500 }),
      ...over,
    }),
  );

describe('own-agreement rates', () => {
  it('charges the fee only and shows the carrier price, bypassing tables, margins and discount', () => {
    const [rate] = quote().rates;
    expect(rate).toMatchObject({
      quoted_rate: 23456,
      carrier_price: 23456,
      subtotal: 0,
      system_amount: 0,
      system_price: 0,
      tenant_amount: 0,
      tenant_price: 0,
      admin_amount: 1500,
      additional_static_rate: 0,
      discount: 0,
      insurance: 0,
      static_rate_used: false,
      user_price_used: false,
      total: 1500,
    });
  });

  it('charges nothing when the user has no own-agreement price', () => {
    const [rate] = quote({ user: user() }).rates;
    expect(rate).toMatchObject({ total: 0, carrier_price: 23456 });
  });

  it('converts a foreign-currency carrier price with the service exchange rate', () => {
    const usd = { ...withMargins, exchange_rate: 17.5 };
    const [rate] = quote({
      candidates: [candidate({ service: usd, carrier: ownCarrier, price_rows: [] })],
      quoted_rates: { own: { ok: true, quoted_rate: 1000 } },
    }).rates;
    expect(rate).toMatchObject({ carrier_price: 17500, total: 1500 });
  });

  it('takes a table-priced service’s price as the carrier price, still charging the fee', () => {
    const [rate] = quote({
      candidates: [candidate({ carrier: ownCarrier })],
      quoted_rates: {},
    }).rates;
    expect(rate).toMatchObject({ carrier_price: 15000, static_rate_used: true, total: 1500 });
  });

  it('is never rated for another user, and a failed carrier answer is a rejection', () => {
    expect(quote({ user: user({ id: 'u2', own_agreements_fee: 1500 }) }).rejections).toEqual([
      { service_id: 'own', carrier_id: 'oc', code: 'user.not_allowed' },
    ]);
    const failed = quote({ quoted_rates: { own: { ok: false, error: 'auth refused' } } });
    expect(failed.rates).toEqual([]);
    expect(failed.rejections[0]).toMatchObject({
      code: 'quote.unavailable',
      detail: 'auth refused',
    });
  });

  it('shows the customer the fee as total and the carrier price, and no margin', () => {
    const [rate] = quote().rates;
    const view = rateForViewer(rate!, 'customer', { show_discount: '1' });
    expect(view).toMatchObject({ total: 1500, carrier_price: 23456, own_agreement: true });
    expect(view).not.toHaveProperty('admin_amount');
    expect(view).not.toHaveProperty('quoted_rate');
  });

  it('leaves platform carriers priced as before, without own-agreement keys', () => {
    const platform = rateShipment(input({ user: user({ own_agreements_fee: 1500 }) })).rates[0]!;
    expect(platform.total).toBe(15000);
    expect(platform).not.toHaveProperty('carrier_price');
    expect(rateForViewer(platform, 'customer')).not.toHaveProperty('own_agreement');
  });
});
