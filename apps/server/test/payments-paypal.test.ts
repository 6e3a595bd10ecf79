import { walletFee } from '@despacho/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaypalMockState,
  startPaypalMockServer,
  type RunningPaypalMock,
} from '../src/integrations/payments/paypal/paypal.mock-server';
import { PAYPAL_MOCK_DEMO_APP } from '../src/integrations/payments/paypal/paypal.mock-state';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, customerWithBalance } from './helpers/shipment-fixture';
import {
  creditRows,
  eventsOf,
  listenForWebhooks,
  paymentOf,
  setSettings,
} from './helpers/payment-fixture';

const EMAIL = 'paypal@despacho.test';
const WEBHOOK_ID = 'WH-TEST-PAYPAL';
let t: TestApp;
let paypal: RunningPaypalMock;
let buyer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const appUrl = await listenForWebhooks(t);
  paypal = await startPaypalMockServer({
    state: new PaypalMockState([
      {
        ...PAYPAL_MOCK_DEMO_APP,
        webhooks: [{ id: WEBHOOK_ID, url: `${appUrl}/api/v1/webhooks/paypal/demo` }],
      },
    ]),
  });
  // The demo seed turns PayPal on with the mock's sandbox app; this test's mock runs apart.
  await setSettings(t, { paypal_base_url: paypal.url, paypal_webhook_id: WEBHOOK_ID });
  buyer = await customerWithBalance(t, EMAIL, 0);
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

const checkout = (amount: unknown, token = buyer.token, lang: 'en' | 'es-MX' = 'es-MX') =>
  t.request('POST', api('paypal/checkout'), { token, body: { amount }, lang });
const execute = (orderId: string, token = buyer.token) =>
  t.request('POST', api('paypal/execute'), {
    token,
    body: { payment_id: orderId, payer_id: 'PAYER123' },
  });

/** Waits until the mock's webhooks for an order have all been answered. */
async function webhooksSettled(orderId: string, count: number) {
  for (let i = 0; i < 100; i++) {
    if (paypal.state.deliveries.filter((d) => d.orderId === orderId).length >= count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('webhooks never arrived');
}

describe('adding funds with PayPal', () => {
  it('charges amount + the wallet fee, the buyer pays on PayPal, and the amount is credited once', async () => {
    const before = await balanceOf(t, EMAIL);
    const res = await checkout('150.00');
    expect(res.status).toBe(200);
    // 150.00 × 4.58 % = 6.87, + 4.64 = 11.51 (spec 1 §9 first tier)
    expect(res.body.data).toMatchObject({ amount: '150.00', fee: '11.51', total: '161.51' });
    const orderId = res.body.data.paymentID as string;

    // The buyer's page at PayPal shows the total; paying sends them back to our add-funds tab.
    const page = await fetch(res.body.data.approve_url);
    expect(await page.text()).toContain('161.51');
    const paid = await fetch(`${paypal.url}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${orderId}`,
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe('/credits');
    expect(back.searchParams.get('tab')).toBe('paypal');
    expect(back.searchParams.get('tenant')).toBe('demo');
    expect(back.searchParams.get('token')).toBe(orderId);
    const payerId = back.searchParams.get('PayerID')!;
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);

    const done = await t.request('POST', api('paypal/execute'), {
      token: buyer.token,
      body: { payment_id: orderId, payer_id: payerId },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      gateway: 'paypal',
      status: 'credited',
      amount: '161.51',
      fee: '11.51',
      credited: '150.00',
      balance: ((before.balance + 15_000) / 100).toFixed(2),
    });
    // PayPal's own notifications (order approved, capture completed) arrive too: nothing more.
    await webhooksSettled(orderId, 2);
    const again = await execute(orderId);
    expect(again.body.data.status).toBe('credited');
    const after = await balanceOf(t, EMAIL);
    expect(after.balance).toBe(before.balance + 15_000);
    expect(after.ledger).toBe(after.balance);
    const payment = (await paymentOf(t, 'paypal', orderId))!;
    expect(await creditRows(t, payment)).toBe(1);
    expect(payment.details).toMatchObject({ paypal_capture_id: expect.any(String) });
    const events = await eventsOf(t, 'paypal', orderId);
    expect(events.map((e) => e.verified)).toEqual([true, true]);
    expect(events.every((e) => ['credited', 'duplicate'].includes(e.outcome))).toBe(true);
  });

  it("credits a sub-user's payment to the main account, the one their labels spend from", async () => {
    const sub = await customerWithBalance(t, 'paypal-sub@despacho.test', 0);
    await t.database.db.execute(sql`update users set parent_id = ${buyer.id} where id = ${sub.id}`);
    const before = await balanceOf(t, EMAIL);
    const res = await checkout('200.00', sub.token);
    expect(res.status).toBe(200);
    const orderId = res.body.data.paymentID as string;
    const paid = await fetch(`${paypal.url}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${orderId}`,
      redirect: 'manual',
    });
    const payerId = new URL(paid.headers.get('location')!).searchParams.get('PayerID')!;
    const done = await t.request('POST', api('paypal/execute'), {
      token: sub.token,
      body: { payment_id: orderId, payer_id: payerId },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('credited');
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance + 20_000);
    expect((await balanceOf(t, 'paypal-sub@despacho.test')).balance).toBe(0);
    expect((await paymentOf(t, 'paypal', orderId))!.userId).toBe(buyer.id);
    // The main account sees it as its own; a stranger does not.
    expect((await execute(orderId)).body.data.status).toBe('credited');
  });

  it('answers the fee for each tier to the centavo', async () => {
    for (const [amount, fee] of [
      ['100.00', '9.22'], // 4.58 + 4.64
      ['50000.00', '2294.64'], // 2,290.00 + 4.64
      ['50000.01', '2119.64'], // 4.23 %: 2,115.0004 → 2,115.00 + 4.64
    ] as const) {
      const res = await checkout(amount);
      expect(res.status).toBe(200);
      expect(res.body.data.fee).toBe(fee);
      const cents = Math.round(Number(amount) * 100);
      expect(Math.round(Number(res.body.data.total) * 100)).toBe(cents + walletFee(cents));
    }
  });

  it('advertises only the fee tiers it accepts: up to the maximum of 1,000,000.00 per payment', async () => {
    const payer = await customerWithBalance(t, 'paypal-tiers@despacho.test', 0);
    const config = await t.request('GET', api('paypal/config'), { token: payer.token });
    expect(config.status).toBe(200);
    expect(config.body.data).toMatchObject({
      enabled: true,
      min_amount: '100.00',
      max_amount: '1000000.00',
    });
    const tiers = config.body.data.fee_tiers as {
      over: string | null;
      up_to: string;
      percent: number;
      fixed: string;
    }[];
    expect(tiers.map((tier) => [tier.over, tier.up_to, tier.percent, tier.fixed])).toEqual([
      [null, '50000.00', 4.58, '4.64'],
      ['50000.00', '250000.00', 4.23, '4.64'],
      ['250000.00', '500000.00', 4, '4.64'],
      ['500000.00', '1000000.00', 3.65, '4.64'],
    ]);
    // Every advertised tier is accepted at its top, at its own rate…
    for (const tier of tiers) {
      const res = await checkout(tier.up_to, payer.token);
      expect(res.status, tier.up_to).toBe(200);
      const cents = Math.round(Number(tier.up_to) * 100);
      const rate = Math.round((cents * tier.percent) / 100) + 464;
      expect(Math.round(Number(res.body.data.fee) * 100)).toBe(rate);
    }
    // …and nothing above the maximum is, so no tier is shown there.
    const over = await checkout('1000000.01', payer.token);
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toEqual(['El monto máximo es $1,000,000.00']);
  });

  it('refuses an amount under paypal_min_amount, or not an amount, per field, creating nothing', async () => {
    const low = await checkout('99.99', buyer.token, 'en');
    expect(low.status).toBe(422);
    expect(low.body.errors.amount).toEqual(['The minimum amount is $100.00']);
    const es = await checkout('5');
    expect(es.body.errors.amount).toEqual(['El monto mínimo es $100.00']);
    const junk = await checkout('12.345');
    expect(junk.status).toBe(422);
    expect(junk.body.errors.amount).toBeDefined();
    const missing = await t.request('POST', api('paypal/checkout'), {
      token: buyer.token,
      body: {},
    });
    expect(missing.status).toBe(422);
    await setSettings(t, { paypal_min_amount: '250' });
    try {
      expect((await checkout('200', buyer.token, 'en')).body.errors.amount).toEqual([
        'The minimum amount is $250.00',
      ]);
    } finally {
      await setSettings(t, { paypal_min_amount: '100' });
    }
  });

  it('captures only an approved order; an unapproved one is a field error and nothing moves', async () => {
    const before = await balanceOf(t, EMAIL);
    const res = await checkout('120');
    const orderId = res.body.data.paymentID as string;
    const early = await execute(orderId);
    expect(early.status).toBe(422);
    expect(early.body.errors.payment_id).toHaveLength(1);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);
    // Then approved (without the page: no webhooks), executed twice at once: one credit.
    paypal.state.approve(orderId);
    const both = await Promise.all([execute(orderId), execute(orderId)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.status)).toEqual(['credited', 'credited']);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance + 12_000);
    expect(await creditRows(t, (await paymentOf(t, 'paypal', orderId))!)).toBe(1);
  });

  it('keeps each payment to its payer: another customer or tenant gets 404', async () => {
    const res = await checkout('100');
    const orderId = res.body.data.paymentID as string;
    paypal.state.approve(orderId);
    const other = await customerWithBalance(t, 'paypal-other@despacho.test', 0);
    expect((await execute(orderId, other.token)).status).toBe(404);
    const foreign = await t.request('POST', api('paypal/execute'), {
      as: 'customer',
      tenant: 'otra',
      body: { payment_id: orderId, payer_id: 'X' },
    });
    expect(foreign.status).toBe(404);
    expect((await paymentOf(t, 'paypal', orderId))!.status).toBe('created');
    expect(
      (await t.request('POST', api('paypal/checkout'), { body: { amount: '100' } })).status,
    ).toBe(401);
  });

  it('refuses when PayPal is off, and says the gateway failed when PayPal cannot be reached', async () => {
    await setSettings(t, { paypal: '0' });
    try {
      const off = await checkout('100', buyer.token, 'en');
      expect(off.status).toBe(409);
      expect(off.body.code).toBe('gateway_unconfigured');
    } finally {
      await setSettings(t, { paypal: '1' });
    }
    await setSettings(t, { paypal_base_url: 'http://127.0.0.1:9' });
    try {
      const down = await checkout('100');
      expect(down.status).toBe(502);
      expect(down.body.code).toBe('gateway_error');
    } finally {
      await setSettings(t, { paypal_base_url: paypal.url });
    }
    await setSettings(t, { paypal_secret: 'wrong-secret' });
    try {
      expect((await checkout('100')).body.code).toBe('gateway_unconfigured');
    } finally {
      await setSettings(t, { paypal_secret: PAYPAL_MOCK_DEMO_APP.secret });
    }
  });

  it('a webhook with a bad signature credits nothing and is kept as forged', async () => {
    const before = await balanceOf(t, EMAIL);
    const res = await checkout('300');
    const orderId = res.body.data.paymentID as string;
    const entry = paypal.state.approve(orderId)!;
    paypal.state.capture(entry);
    const event = paypal.state.eventFor(entry, 'PAYMENT.CAPTURE.COMPLETED');
    const forged = await t.request('POST', api('webhooks/paypal/demo'), {
      tenant: null,
      body: event,
      headers: {
        'paypal-transmission-id': 'f7a2b7d0-0000-0000-0000-000000000000',
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': 'bm90IGEgcmVhbCBzaWduYXR1cmU=',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-x',
        'paypal-auth-algo': 'SHA256withRSA',
      },
    });
    expect(forged.status).toBe(401);
    const unsigned = await t.request('POST', api('webhooks/paypal/demo'), {
      tenant: null,
      body: event,
    });
    expect(unsigned.status).toBe(401);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);
    const events = await eventsOf(t, 'paypal', orderId);
    expect(events.map((e) => [e.outcome, e.verified])).toEqual([
      ['forged', false],
      ['forged', false],
    ]);
    expect((await paymentOf(t, 'paypal', orderId))!.status).toBe('created');

    // The same event, signed as PayPal signs it, credits (captured at PayPal already).
    const time = new Date().toISOString();
    const tid = 'a1b2c3d4-0000-0000-0000-000000000001';
    const signed = await t.request('POST', api('webhooks/paypal/demo'), {
      tenant: null,
      body: event,
      headers: {
        'paypal-transmission-id': tid,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': paypal.state.sign(tid, time, WEBHOOK_ID, JSON.stringify(event)),
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-x',
        'paypal-auth-algo': 'SHA256withRSA',
      },
    });
    expect(signed.status).toBe(200);
    expect(signed.body.outcome).toBe('credited');
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance + 30_000);
  });

  it('a webhook for an unknown tenant is 404 and a huge body is refused', async () => {
    expect(
      (await t.request('POST', api('webhooks/paypal/nadie'), { tenant: null, body: {} })).status,
    ).toBe(404);
    const huge = await t.request('POST', api('webhooks/paypal/demo'), {
      tenant: null,
      body: { id: 'WH-1', event_type: 'X', resource: { pad: 'x'.repeat(70_000) } },
    });
    expect(huge.status).toBe(413);
  });
});
