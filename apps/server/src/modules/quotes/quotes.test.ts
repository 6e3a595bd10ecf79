import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorRegistry } from '../../integrations/carriers/connector-registry';
import {
  CarrierError,
  type CarrierConnector,
  type RateRequest,
} from '../../integrations/carriers/carrier-connector';
import { CatalogueFixture } from '../../../test/helpers/catalogue-fixture';
import { draftShipment } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, PASSWORD, type TestApp } from '../../../test/helpers/test-app';

/** A carrier API stand-in: answers by service code, or fails, or never answers. */
const asked: RateRequest[] = [];
const fake: CarrierConnector = {
  providerCode: 'FakeQuoter',
  requiredSettings: [],
  async rate(ctx, request) {
    asked.push(request);
    if (ctx.settings.mode === 'slow') {
      await new Promise((_, reject) =>
        ctx.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    if (ctx.settings.mode === 'broken') throw new CarrierError('unavailable', 'HTTP 503');
    return [
      { service_code: 'EXPRESS', amount_cents: 10_000, currency: 'MXN', transit_days: 1 },
      { service_code: 'OTHER', amount_cents: 1, currency: 'MXN', transit_days: 5 },
    ];
  },
};

let t: TestApp;
let cat: CatalogueFixture;
let mx: number;
let us: number;
let staticService: number;
let cheapPrices: number;

// Each test asks the carriers afresh: no answer cached, no breaker opened by an earlier test.
beforeEach(() => t?.resetQuoteGuard());

beforeAll(async () => {
  t = await createTestApp({
    connectors: new ConnectorRegistry().register(fake),
    carrierDeadlineMs: 300,
  });
  cat = new CatalogueFixture(t, t.demoTenantId);
  mx = await cat.country('MX', 'México');
  us = await cat.country('US', 'Estados Unidos');
  await cat.zone('Extendida', mx, ['06700']);
  const generic = await cat.carrier({ name: 'Despacho Express' });
  // rating.md §10, the static example: row 5 kg, extended zone 80.00.
  staticService = await cat.service(generic, {
    name: 'Terrestre',
    code: 'TERRESTRE',
    days: 3,
    zone: 'Extendida',
    extendedZonePriceCents: 8_000,
  });
  await cat.prices(staticService, [
    [1, 80, 100, 149],
    [5, 120, 150, 199],
    [10, 150, 190, 250],
  ]);
  cheapPrices = await cat.service(generic, { name: 'Económico', code: 'ECO', days: 5 });
  await cat.prices(cheapPrices, [[10, 50, 60, 70]]);
  // rating.md §10, the quoted example: system 10 % + 5.00, tenant 20 %, admin 15 % + 10.00.
  const quoter = await cat.carrier({ name: 'Rápido', providerCode: 'FakeQuoter' });
  await cat.service(quoter, {
    name: 'Express',
    code: 'EXPRESS',
    days: 1,
    useQuotedRates: true,
    internationalPercent: 10,
    internationalAmountDevCents: 500,
    mainAdminPercent: 20,
    clientPercentage: 15,
    internationalAmountCents: 1_000,
  });
  const slow = await cat.carrier({ name: 'Lenta', providerCode: 'FakeQuoter' });
  await cat.run((tx) =>
    tx.execute(
      sql`insert into carrier_settings (tenant_id, carrier_id, key, value) values (${t.demoTenantId}, ${slow}, 'mode', 'slow')`,
    ),
  );
  await cat.service(slow, { name: 'Lento', code: 'EXPRESS', useQuotedRates: true });
  await cat.service(
    generic,
    { name: 'Internacional', code: 'INTL', serviceType: 'international' },
    {
      countryIds: [us],
    },
  );
  await t.database.db.execute(
    sql`update users set discount = 50 where email = 'customer@despacho.test'`,
  );
});
afterAll(async () => t?.close());

const parcel = { parcel_type: 'box', length: 40, width: 30, height: 20, weight: 3.2 };
const quote = (
  as: 'customer' | 'admin' | 'main_admin' | 'developer' | 'operator',
  over = {},
  query = {},
) =>
  t.request('POST', api('quotes'), {
    as,
    query,
    body: {
      quote: {
        ...parcel,
        origin_postal_code: '64000',
        origin_country_id: mx,
        destination_postal_code: '06700',
        destination_country_id: mx,
        ...over,
      },
    },
  });

describe('POST /quotes', () => {
  it('prices every usable service to the centavo, cheapest first (rating.md §10)', async () => {
    const res = await quote('customer');
    expect(res.status).toBe(200);
    const rates = res.body.data.rates as { service_name: string; total: string }[];
    // The customer's 50 % discount comes out of each admin margin: 10.00 → 5.00 off 70.00;
    // the quoted example's 153.35 already counts it; 279.00 − 24.50 (half of 49.00).
    expect(rates.map((r) => [r.service_name, r.total])).toEqual([
      ['Económico', '65.00'],
      ['Express', '153.35'],
      ['Terrestre', '254.50'],
    ]);
    expect(res.body.data.rejected).toBeUndefined();
  });

  it('gives a customer no margin or cost, on the raw JSON', async () => {
    const res = await quote('customer');
    const raw = res.text;
    for (const field of ['tenant_price', 'system_price', 'subtotal', 'admin_amount', 'quoted_rate'])
      expect(raw).not.toContain(`"${field}"`);
    const express = res.body.data.rates.find(
      (r: { service_code: string }) => r.service_code === 'EXPRESS',
    );
    expect(Object.keys(express).sort()).toEqual(
      [
        'carrier_id',
        'carrier_name',
        'days',
        'extended_zone',
        'insurance',
        'insure_package',
        'logo_url',
        'provider_code',
        'service_code',
        'service_has_pickup',
        'service_id',
        'service_name',
        'total',
        'trackable',
        'volumetric_weight',
      ].sort(),
    );
  });

  it('shows each staff role its layers and no more', async () => {
    const pick = async (role: 'admin' | 'main_admin' | 'developer') =>
      (await quote(role)).body.data.rates.find(
        (r: { service_code: string }) => r.service_code === 'TERRESTRE',
      );
    const admin = await pick('admin');
    // rating.md §10's static example; admins have no discount of their own.
    expect(admin).toMatchObject({ total: '279.00', tenant_price: '230.00', admin_amount: '49.00' });
    expect(admin.system_price).toBeUndefined();
    const owner = await pick('main_admin');
    expect(owner).toMatchObject({ system_price: '200.00', tenant_amount: '30.00' });
    expect(owner.subtotal).toBeUndefined();
    const dev = await pick('developer');
    expect(dev).toMatchObject({ subtotal: '200.00', extended_zone: true, volumetric_weight: 4.8 });
  });

  it('asks the carrier only for the services it may price, with the parcel in cm and kg', async () => {
    asked.length = 0;
    await quote('customer');
    expect(asked).toHaveLength(2); // Rápido and Lenta; the international service is not asked
    expect(asked[0]).toMatchObject({
      origin: { country_code: 'MX', postal_code: '64000' },
      destination: { country_code: 'MX', postal_code: '06700' },
      parcels: [{ weight_kg: 3.2, length_cm: 40, width_cm: 30, height_cm: 20 }],
      service_codes: ['EXPRESS'],
    });
  });

  it('sends a doc to every carrier as the envelope with its weight, from the quote and the wizard', async () => {
    const envelope = { length_cm: 29.7, width_cm: 5, height_cm: 21 };
    asked.length = 0;
    const doc = await quote('customer', {
      parcel_type: 'doc',
      length: '',
      width: '',
      height: '',
      weight: '',
    });
    expect(doc.status).toBe(200);
    expect(doc.body.data.rates.map((r: { service_code: string }) => r.service_code)).toContain(
      'EXPRESS',
    );
    expect(asked[0]!.parcels).toEqual([{ ...envelope, weight_kg: 0.5 }]);

    asked.length = 0;
    await quote('customer', { parcel_type: 'doc', length: 80, weight: 0.25 });
    expect(asked[0]!.parcels).toEqual([{ ...envelope, weight_kg: 0.25 }]);

    // The wizard: the same document on a shipment's parcel step, then its rate screen (asked
    // afresh: the quote's answer would otherwise serve it from the cache).
    t.resetQuoteGuard();
    asked.length = 0;
    const id = await draftShipment(t, 'customer', {
      mx,
      parcel: { parcel_type: 'doc', contents: 'Contratos', weight: 0.25 },
    });
    const rates = await t.request('GET', api(`shipments/${id}/rates`), { as: 'customer' });
    expect(rates.status).toBe(200);
    expect(asked[0]!.parcels).toEqual([{ ...envelope, weight_kg: 0.25 }]);
  });

  it('refuses a doc over 0.5 kg on every path with the doc-weight rule, in both languages', async () => {
    const heavy = await quote('customer', { parcel_type: 'doc', weight: 2 });
    expect(heavy.status).toBe(422);
    expect(heavy.body.errors).toEqual({
      weight: ['Un documento viaja en sobre y pesa como máximo 0.5 kg'],
    });
    const id = await draftShipment(t, 'customer', { mx, parcel: null });
    const step = await t.request('POST', api(`shipments/${id}/parcels`), {
      as: 'customer',
      lang: 'en',
      body: { parcel: { parcel_type: 'doc', contents: 'Contratos', weight: 2 } },
    });
    expect(step.status).toBe(422);
    expect(step.body.errors).toEqual({
      weight: ['A document travels in an envelope and weighs at most 0.5 kg'],
    });
    const kept = await t.request('GET', api(`shipments/${id}`), { as: 'customer' });
    expect(kept.body.data).toMatchObject({ step: 'packaging', parcel: null });
    const template = await t.request('POST', api('packages'), {
      as: 'customer',
      body: { package: { name: 'Sobre pesado', parcel_type: 'doc', weight: 2, contents: 'Papel' } },
    });
    expect(template.status).toBe(422);
    expect(Object.keys(template.body.errors)).toEqual(['weight']);
  });

  it('refuses parcels no carrier could take before pricing them (500 cm, 100,000 kg, 1e15)', async () => {
    const huge = await quote('customer', { length: 500, width: 500, height: 500 });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({
      length: ['Cada lado mide como máximo 300 cm para este tipo de paquete'],
      width: ['Cada lado mide como máximo 300 cm para este tipo de paquete'],
      height: ['Cada lado mide como máximo 300 cm para este tipo de paquete'],
    });
    const heavy = await t.request('POST', api('quotes'), {
      as: 'customer',
      lang: 'en',
      body: {
        quote: {
          ...parcel,
          weight: 100_000,
          origin_postal_code: '64000',
          origin_country_id: mx,
          destination_postal_code: '06700',
          destination_country_id: mx,
        },
      },
    });
    expect(heavy.status).toBe(422);
    expect(heavy.body.errors).toEqual({
      weight: ['The weight may be at most 70 kg for this parcel type'],
    });
    const absurd = await quote('customer', { weight: 1e15 });
    expect(absurd.status).toBe(422);
    // A pallet may weigh more: the same kilos priced as ltl.
    const pallet = await quote('customer', { parcel_type: 'ltl', weight: 900 });
    expect(pallet.status).toBe(200);
  });

  it("tells staff why a service was left out, in the request's language", async () => {
    const res = await t.request('POST', api('quotes'), {
      as: 'admin',
      lang: 'en',
      query: { include_rejected: 'true' },
      body: {
        quote: {
          ...parcel,
          origin_postal_code: '64000',
          origin_country_id: mx,
          destination_postal_code: '06700',
          destination_country_id: mx,
        },
      },
    });
    const why = Object.fromEntries(
      (
        res.body.data.rejected as {
          service_name: string;
          code: string;
          message: string;
          detail: string;
        }[]
      ).map((r) => [r.service_name, r]),
    );
    expect(why.Internacional).toMatchObject({
      code: 'coverage.country',
      message: expect.stringMatching(/does not cover those countries/),
    });
    expect(why.Lento).toMatchObject({
      code: 'quote.unavailable',
      carrier_name: 'Lenta',
      detail: expect.stringMatching(/did not answer within 0.3 s/),
    });
    const customer = await quote('customer', {}, { include_rejected: 'true' });
    expect(customer.body.data.rejected).toBeUndefined();
  });

  it('sees a price change at once: the catalogue cache follows the version', async () => {
    await cat.run((tx) =>
      tx.execute(
        sql`update service_prices set price_cents = 21900 where service_id = ${staticService} and kg = 5`,
      ),
    );
    const res = await quote('customer');
    const terrestre = res.body.data.rates.find(
      (r: { service_code: string }) => r.service_code === 'TERRESTRE',
    );
    // 219.00 + 80.00 extended zone − 34.50 (half of the new 69.00 admin margin).
    expect(terrestre.total).toBe('264.50');
  });

  it('refuses bad input per field, in both languages', async () => {
    const finer = await quote('customer', { weight: 3.2001 });
    expect(finer.status).toBe(422);
    expect(finer.body.errors).toEqual({ weight: ['Usa como máximo 3 decimales (gramos)'] });
    const zero = await quote('customer', { weight: 0, length: -1 });
    expect(Object.keys(zero.body.errors).sort()).toEqual(['length', 'weight']);
    const badCp = await t.request('POST', api('quotes'), {
      as: 'customer',
      lang: 'en',
      body: {
        quote: {
          ...parcel,
          origin_postal_code: '640',
          origin_country_id: mx,
          destination_postal_code: '06700',
          destination_country_id: mx,
        },
      },
    });
    expect(badCp.status).toBe(422);
    expect(Object.keys(badCp.body.errors)).toEqual(['origin_postal_code']);
    const noCountry = await quote('customer', { destination_country_id: 999_999 });
    expect(noCountry.body.errors).toEqual({ destination_country_id: ['El valor no es válido'] });
    const long = await quote('customer', { origin_postal_code: 'x'.repeat(10_000) });
    expect(long.status).toBe(422);
  });

  it('keeps tenants apart and needs a signed-in user', async () => {
    const otra = new CatalogueFixture(t, t.other.tenantId);
    const otraMx = await otra.country('MX', 'México');
    const res = await t.request('POST', api('quotes'), {
      as: 'customer',
      tenant: 'otra',
      body: {
        quote: {
          ...parcel,
          origin_postal_code: '64000',
          origin_country_id: otraMx,
          destination_postal_code: '06700',
          destination_country_id: otraMx,
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.rates).toEqual([]);
    // The demo tenant's country id means nothing in another tenant.
    const foreign = await t.request('POST', api('quotes'), {
      as: 'customer',
      tenant: 'otra',
      body: {
        quote: {
          ...parcel,
          origin_postal_code: '64000',
          origin_country_id: mx,
          destination_postal_code: '06700',
          destination_country_id: mx,
        },
      },
    });
    expect(foreign.status).toBe(422);
    const anonymous = await t.request('POST', api('quotes'), { body: { quote: parcel } });
    expect(anonymous.status).toBe(401);
  });

  it('reads the session with the quote: a wrong, foreign or revoked token is 401, before 422', async () => {
    const body = {
      quote: {
        ...parcel,
        origin_postal_code: '64000',
        origin_country_id: mx,
        destination_postal_code: '06700',
        destination_country_id: mx,
      },
    };
    const wrong = await t.request('POST', api('quotes'), { token: 'not-a-session', body });
    expect(wrong.status).toBe(401);
    const wrongAndBad = await t.request('POST', api('quotes'), {
      token: 'not-a-session',
      body: { quote: { ...body.quote, weight: -1 } },
    });
    expect(wrongAndBad.status).toBe(401);
    // A demo session means nothing in another tenant.
    const foreign = await t.request('POST', api('quotes'), {
      token: await t.tokenFor('customer', 'demo'),
      tenant: 'otra',
      body,
    });
    expect(foreign.status).toBe(401);

    const signIn = await t.request<{ data: { token: string } }>('POST', api('users/sign_in'), {
      ip: '10.98.0.1',
      body: { user: { email: 'customer@despacho.test', password: PASSWORD } },
    });
    const token = signIn.body.data.token;
    const before = await t.request('POST', api('quotes'), { token, body });
    expect(before.status).toBe(200);
    expect(before.body.data.rates.length).toBeGreaterThan(0);
    const bad = await t.request('POST', api('quotes'), {
      token,
      body: { quote: { ...body.quote, weight: -1 } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['weight']);
    expect((await t.request('DELETE', api('sign_out'), { token })).status).toBe(200);
    const after = await t.request('POST', api('quotes'), { token, body });
    expect(after.status).toBe(401);
  });
});
