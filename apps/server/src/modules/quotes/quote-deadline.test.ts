import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CarrierError,
  type CarrierConnector,
  type RateRequest,
} from '../../integrations/carriers/carrier-connector';
import { ConnectorRegistry } from '../../integrations/carriers/connector-registry';
import { CatalogueFixture } from '../../../test/helpers/catalogue-fixture';
import { draftShipment } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * Issue 23: a quote answers in time whatever carriers do. A stand-in carrier API whose delay
 * each test sets per account (`delay` by the carrier's `account` setting; Infinity hangs until
 * the call is abandoned); `asked` records every call that reached it, by account.
 */
const delays = new Map<string, number>();
const failing = new Set<string>();
const asked: { account: string; tenant: string; request: RateRequest }[] = [];
const stub: CarrierConnector = {
  providerCode: 'StubQuoter',
  requiredSettings: [],
  async rate(ctx, request) {
    const account = ctx.settings.account ?? '';
    asked.push({ account, tenant: ctx.settings.tenant ?? '', request });
    if (failing.has(account)) throw new CarrierError('unavailable', 'HTTP 503');
    const ms = delays.get(account) ?? 0;
    if (ms > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = Number.isFinite(ms) ? setTimeout(resolve, ms) : null;
        ctx.signal.addEventListener('abort', () => {
          if (timer) clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
    }
    return [{ service_code: 'EXP', amount_cents: 20_000, currency: 'MXN', transit_days: 1 }];
  },
};

const DEADLINE = 300;
const RESET = 600;
let t: TestApp;
let mx: number;
let otraMx: number;
const carriers: Record<string, number> = {};

async function stubCarrier(cat: CatalogueFixture, name: string, settings: Record<string, string>) {
  const id = await cat.carrier({ name, providerCode: 'StubQuoter' });
  await cat.run(async (tx) => {
    for (const [key, value] of Object.entries(settings))
      await tx.execute(
        sql`insert into carrier_settings (tenant_id, carrier_id, key, value) values (${cat.tenantId}, ${id}, ${key}, ${value})`,
      );
  });
  await cat.service(id, { name: `${name} Exprés`, code: 'EXP', useQuotedRates: true });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({
    connectors: new ConnectorRegistry().register(stub),
    carrierDeadlineMs: DEADLINE,
    quoteGuard: { resetTimeoutMs: RESET },
  });
  const cat = new CatalogueFixture(t, t.demoTenantId);
  mx = await cat.country('MX', 'México');
  const generic = await cat.carrier({ name: 'Despacho Express' });
  const ground = await cat.service(generic, { name: 'Terrestre', code: 'TERRESTRE' });
  await cat.prices(ground, [[5, 100, 120, 150]]);
  carriers.fast = await stubCarrier(cat, 'Veloz', { account: 'fast', tenant: 'demo' });
  carriers.hung = await stubCarrier(cat, 'Colgada', { account: 'hung', tenant: 'demo' });
  const otra = new CatalogueFixture(t, t.other.tenantId);
  otraMx = await otra.country('MX', 'México');
  carriers.otra = await stubCarrier(otra, 'Veloz', { account: 'fast', tenant: 'otra' });
});
afterAll(async () => t?.close());
beforeEach(() => {
  t.resetQuoteGuard();
  delays.clear();
  failing.clear();
  asked.length = 0;
});

const parcel = { parcel_type: 'box', length: 30, width: 20, height: 15, weight: 2.5 };
const body = (over = {}, country = mx) => ({
  quote: {
    ...parcel,
    origin_postal_code: '64000',
    origin_country_id: country,
    destination_postal_code: '06700',
    destination_country_id: country,
    ...over,
  },
});
async function quote(as: 'customer' | 'admin' = 'customer', over = {}) {
  const started = Date.now();
  const res = await t.request('POST', api('quotes'), { as, body: body(over) });
  expect(res.status).toBe(200);
  return { ...res.body.data, ms: Date.now() - started } as {
    rates: { carrier_name: string; total: string }[];
    unanswered: {
      carrier_id: number;
      carrier_name: string;
      reason: string;
      detail?: string | null;
      skipped_since?: string | null;
    }[];
    ms: number;
  };
}
const carrierNames = (r: { rates: { carrier_name: string }[] }) =>
  [...new Set(r.rates.map((x) => x.carrier_name))].sort();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hang = () => delays.set('hung', Infinity);

describe('the deadline', () => {
  it('answers with every carrier that answered in time and names the late one (timeout)', async () => {
    hang();
    const customer = await quote('customer');
    expect(customer.ms).toBeLessThan(DEADLINE + 1_500);
    expect(carrierNames(customer)).toEqual(['Despacho Express', 'Veloz']);
    // A customer reads who did not answer and why, not the detail.
    expect(customer.unanswered).toEqual([
      { carrier_id: carriers.hung, carrier_name: 'Colgada', reason: 'timeout' },
    ]);
    const admin = await quote('admin');
    expect(admin.unanswered).toEqual([
      {
        carrier_id: carriers.hung,
        carrier_name: 'Colgada',
        reason: 'timeout',
        detail: 'No respondió dentro de su plazo de 0.3 s.',
        skipped_since: null,
      },
    ]);
    const english = await t.request('POST', api('quotes'), {
      as: 'admin',
      headers: { 'accept-language': 'en' },
      body: body({ weight: 2.4 }),
    });
    expect(english.body.data.unanswered[0].detail).toBe('No answer within its 0.3 s deadline.');
  });

  it("takes a carrier's own quote_deadline_ms setting, which staff may set within 250–2500 ms", async () => {
    const admin = { as: 'admin' as const };
    const path = api(`carriers/${carriers.hung}/carrier_settings`);
    const bad = await t.request('POST', path, {
      ...admin,
      body: { carrier_setting: { key: 'quote_deadline_ms', value: '8000' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.value).toEqual(['Milisegundos, un entero entre 250 y 2500']);
    const made = await t.request('POST', path, {
      ...admin,
      body: { carrier_setting: { key: 'quote_deadline_ms', value: '1200' } },
    });
    expect(made.status).toBe(201);
    try {
      delays.set('hung', 800); // later than the default 0.3 s, within its own 1.2 s
      const answered = await quote('admin');
      expect(carrierNames(answered)).toContain('Colgada');
      expect(answered.unanswered).toEqual([]);
    } finally {
      await t.request('DELETE', `${path}/${made.body.data.id}`, admin);
    }
  });
});

describe('the circuit breaker', () => {
  it('skips a carrier that keeps timing out, shows staff since when, and tries it again', async () => {
    hang();
    // Each quote another parcel: identical quotes would share the one call under way.
    let weight = 1;
    const next = (as: 'customer' | 'admin' = 'customer') =>
      quote(as, { weight: (weight = Math.round(weight * 10 + 1) / 10) });
    for (let i = 0; i < 3; i++) {
      const q = await next();
      expect(q.unanswered[0]).toMatchObject({ carrier_name: 'Colgada', reason: 'timeout' });
    }
    expect(asked.filter((a) => a.account === 'hung')).toHaveLength(3);

    // Open: the carrier is not asked and costs the quote no wait.
    const skipped = await next('admin');
    expect(skipped.ms).toBeLessThan(DEADLINE);
    expect(asked.filter((a) => a.account === 'hung')).toHaveLength(3);
    expect(skipped.unanswered).toEqual([
      expect.objectContaining({
        carrier_name: 'Colgada',
        reason: 'skipped',
        detail: null,
        skipped_since: expect.any(String),
      }),
    ]);
    const health = await t.request('GET', api('carriers/quote_health'), { as: 'admin' });
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual([
      {
        carrier_id: carriers.hung,
        state: 'open',
        since: skipped.unanswered[0]!.skipped_since,
        timeouts: 3,
      },
    ]);
    // Staff only; another tenant sees nothing of it.
    expect((await t.request('GET', api('carriers/quote_health'), { as: 'customer' })).status).toBe(
      403,
    );
    const otra = await t.request('GET', api('carriers/quote_health'), {
      as: 'admin',
      tenant: 'otra',
    });
    expect(otra.body.data).toEqual([]);

    // Half open after the reset time: one quote asks again; still hung, so it opens again.
    await sleep(RESET + 100);
    const probe = await next();
    expect(probe.unanswered[0]).toMatchObject({ reason: 'timeout' });
    expect(asked.filter((a) => a.account === 'hung')).toHaveLength(4);
    expect((await next()).unanswered[0]).toMatchObject({ reason: 'skipped' });

    // The carrier recovers: the next probe answers in time and closes the breaker.
    delays.delete('hung');
    await sleep(RESET + 100);
    const back = await next('admin');
    expect(carrierNames(back)).toContain('Colgada');
    expect(back.unanswered).toEqual([]);
    const closed = await t.request('GET', api('carriers/quote_health'), { as: 'admin' });
    expect(closed.body.data).toEqual([]);
  });

  it('does not count a carrier that answers an error at once', async () => {
    failing.add('hung');
    for (let i = 0; i < 4; i++) {
      const q = await quote('customer', { weight: 1 + i });
      expect(q.unanswered).toEqual([
        { carrier_id: carriers.hung, carrier_name: 'Colgada', reason: 'error' },
      ]);
    }
    expect(asked.filter((a) => a.account === 'hung')).toHaveLength(4);
  });
});

describe('the answer cache', () => {
  it('reuses a carrier answer for the identical quote only (parcel, route)', async () => {
    await quote();
    expect(asked.map((a) => a.account).sort()).toEqual(['fast', 'hung']);
    asked.length = 0;
    const again = await quote();
    expect(asked).toEqual([]);
    expect(carrierNames(again)).toEqual(['Colgada', 'Despacho Express', 'Veloz']);

    await quote('customer', { weight: 2.7 }); // another parcel
    await quote('customer', { destination_postal_code: '64000' }); // another route
    await quote('customer', { length: 31 });
    expect(asked.filter((a) => a.account === 'fast')).toHaveLength(3);
  });

  it('never crosses tenants, nor accounts of the same carrier', async () => {
    await quote();
    const res = await t.request('POST', api('quotes'), {
      as: 'customer',
      tenant: 'otra',
      body: body({}, otraMx),
    });
    expect(res.status).toBe(200);
    // Same provider, same account setting, same parcel: each tenant's account is asked.
    expect(asked.filter((a) => a.account === 'fast').map((a) => a.tenant)).toEqual([
      'demo',
      'otra',
    ]);
  });

  it("is dropped when the carrier's settings change", async () => {
    await quote();
    asked.length = 0;
    const path = api(`carriers/${carriers.fast}/carrier_settings`);
    const made = await t.request('POST', path, {
      as: 'admin',
      body: { carrier_setting: { key: 'note', value: 'cuenta nueva' } },
    });
    expect(made.status).toBe(201);
    try {
      await quote();
      expect(asked.map((a) => a.account)).toEqual(['fast']);
    } finally {
      await t.request('DELETE', `${path}/${made.body.data.id}`, { as: 'admin' });
    }
  });

  it('keeps a late answer for the next identical quote', async () => {
    delays.set('hung', DEADLINE + 300);
    const late = await quote();
    expect(late.unanswered[0]).toMatchObject({ reason: 'timeout' });
    await sleep(500);
    const next = await quote();
    expect(next.unanswered).toEqual([]);
    expect(carrierNames(next)).toContain('Colgada');
    expect(asked.filter((a) => a.account === 'hung')).toHaveLength(1);
  });

  it('asks once for identical quotes at the same time', async () => {
    delays.set('fast', 100);
    await Promise.all([quote(), quote(), quote()]);
    expect(asked.filter((a) => a.account === 'fast')).toHaveLength(1);
  });
});

interface Line {
  rates: { carrier_name: string }[];
  pending: { carrier_name: string }[];
  unanswered: { carrier_name: string; reason: string }[];
  done: boolean;
}
const linesOf = (text: string): Line[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

describe('the streamed quote', () => {
  it('sends the price-table rates at once, then each carrier, then done', async () => {
    delays.set('fast', 100);
    hang();
    const res = await t.request('POST', api('quotes/stream'), { as: 'customer', body: body() });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = linesOf(res.text);
    expect(lines.map((l) => l.done)).toEqual([false, false, true]);
    expect(carrierNames(lines[0]!)).toEqual(['Despacho Express']);
    expect(lines[0]!.pending.map((p) => p.carrier_name)).toEqual(['Colgada', 'Veloz']);
    expect(carrierNames(lines[1]!)).toEqual(['Despacho Express', 'Veloz']);
    expect(lines[1]!.pending.map((p) => p.carrier_name)).toEqual(['Colgada']);
    expect(lines[2]).toMatchObject({
      pending: [],
      unanswered: [{ carrier_name: 'Colgada', reason: 'timeout' }],
    });
  });

  it('answers bad input and strangers as a plain quote does, before streaming', async () => {
    const bad = await t.request('POST', api('quotes/stream'), {
      as: 'customer',
      body: body({ weight: -1 }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.weight).toBeDefined();
    const anon = await t.request('POST', api('quotes/stream'), { body: body() });
    expect(anon.status).toBe(401);
  });

  it("streams a shipment's rates on the wizard's rate step", async () => {
    const id = await draftShipment(t, 'customer', { mx });
    const res = await t.request('GET', api(`shipments/${id}/rates/stream`), { as: 'customer' });
    expect(res.status).toBe(200);
    const lines = linesOf(res.text);
    expect(lines.at(-1)!.done).toBe(true);
    expect(carrierNames(lines.at(-1)!)).toEqual(['Colgada', 'Despacho Express', 'Veloz']);
    const foreign = await t.request('GET', api(`shipments/${id}/rates/stream`), {
      as: 'customer',
      tenant: 'otra',
    });
    expect(foreign.status).toBe(404);
  });
});
