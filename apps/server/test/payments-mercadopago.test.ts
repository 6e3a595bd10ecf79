import { randomUUID } from 'node:crypto';
import { marketplaceDeduction } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MERCADO_MOCK_DEMO_ACCOUNT,
  MercadoMockState,
  startMercadoMockServer,
  type RunningMercadoMock,
} from '../src/integrations/payments/mercadopago/mercadopago.mock-server';
import { signMercado } from '../src/integrations/payments/mercadopago/mercadopago.signature';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, customerWithBalance } from './helpers/shipment-fixture';
import {
  creditRows,
  eventsOf,
  listenForWebhooks,
  paymentOf,
  setSettings,
} from './helpers/payment-fixture';

const EMAIL = 'mercado@despacho.test';
let t: TestApp;
let mp: RunningMercadoMock;
let buyer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  await listenForWebhooks(t);
  mp = await startMercadoMockServer({ state: new MercadoMockState([MERCADO_MOCK_DEMO_ACCOUNT]) });
  await setSettings(t, { mercado_pago_base_url: mp.url });
  buyer = await customerWithBalance(t, EMAIL, 0);
});
afterAll(async () => {
  await t?.close();
  await mp?.close();
});

const preference = (amount: unknown, token = buyer.token, lang: 'en' | 'es-MX' = 'es-MX') =>
  t.request('POST', api('transfer_funds/mercado_create_preference'), {
    token,
    body: { amount },
    lang,
  });
const processReturn = (paymentId: string, preferenceId: string, token = buyer.token) =>
  t.request('POST', api('transfer_funds/mercado_payment_process'), {
    token,
    body: { payment_id: paymentId, preference_id: preferenceId },
  });

/** A webhook delivery signed as Mercado Pago signs it (or with another secret). */
function webhook(paymentId: string | number, secret = MERCADO_MOCK_DEMO_ACCOUNT.webhookSecret) {
  const requestId = randomUUID();
  const ts = String(Date.now());
  return t.request(
    'POST',
    `${api('webhooks/mercadopago/demo')}?data.id=${paymentId}&type=payment`,
    {
      tenant: null,
      headers: {
        'x-request-id': requestId,
        'x-signature': signMercado(secret, String(paymentId), requestId, ts),
      },
      body: { action: 'payment.created', type: 'payment', data: { id: String(paymentId) } },
    },
  );
}

async function deliveriesFor(paymentId: number, count: number) {
  for (let i = 0; i < 100; i++) {
    if (mp.state.deliveries.filter((d) => d.paymentId === paymentId).length >= count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('webhook never arrived');
}

describe('adding funds with Mercado Pago', () => {
  it('creates a preference, the payer pays at Mercado Pago, and the amount less the deduction is credited once', async () => {
    const before = await balanceOf(t, EMAIL);
    const res = await preference('500.00');
    expect(res.status).toBe(200);
    // 500.00 × 3.79 % = 18.95, + 4.00 + 1.16 = 24.11; credited 475.89 (spec 1 §9)
    expect(res.body.data).toMatchObject({
      amount: '500.00',
      deduction: '24.11',
      credited: '475.89',
      access_token_present: true,
      mercado_pago_public_key: MERCADO_MOCK_DEMO_ACCOUNT.publicKey,
      data_invalid: false,
    });
    const prefId = res.body.data.preference_id as string;
    const page = await fetch(res.body.data.init_point);
    expect(await page.text()).toContain('500.00');

    const paid = await fetch(`${mp.url}/checkout/v1/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `pref_id=${encodeURIComponent(prefId)}`,
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe('/credits');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      tab: 'mercadopago',
      success: 'true',
      tenant: 'demo',
      collection_status: 'approved',
      preference_id: prefId,
    });
    const paymentId = back.searchParams.get('payment_id')!;

    const done = await processReturn(paymentId, prefId);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      gateway: 'mercadopago',
      status: 'credited',
      amount: '500.00',
      fee: '24.11',
      credited: '475.89',
    });
    await deliveriesFor(Number(paymentId), 1);
    expect((await processReturn(paymentId, prefId)).body.data.status).toBe('credited');
    const after = await balanceOf(t, EMAIL);
    expect(after.balance).toBe(before.balance + 47_589);
    expect(after.ledger).toBe(after.balance);
    const payment = (await paymentOf(t, 'mercadopago', prefId))!;
    expect(await creditRows(t, payment)).toBe(1);
    expect(payment.details).toMatchObject({ mercadopago_payment_id: paymentId });
    const events = await eventsOf(t, 'mercadopago', paymentId);
    // The webhook and the return race; whichever is second finds it credited.
    expect(events).toHaveLength(1);
    expect(events[0]!.verified).toBe(true);
    expect(['credited', 'duplicate']).toContain(events[0]!.outcome);
  });

  it('credits from the signed webhook alone when the payer never comes back', async () => {
    const before = await balanceOf(t, EMAIL);
    const prefId = (await preference('10')).body.data.preference_id as string;
    const payment = mp.state.pay(prefId)!;
    const first = await webhook(payment.id);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('credited');
    expect((await webhook(payment.id)).body.outcome).toBe('duplicate');
    // 10.00: 0.379 → 0.38, + 5.16 = 5.54 off; 4.46 credited
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance + 446);
    expect(marketplaceDeduction(1000)).toBe(554);
  });

  it('refuses an amount under mercado_min_amount per field', async () => {
    const low = await preference('9.99', buyer.token, 'en');
    expect(low.status).toBe(422);
    expect(low.body.errors.amount).toEqual(['The minimum amount is $10.00']);
    await setSettings(t, { mercado_min_amount: '50' });
    try {
      expect((await preference('49')).body.errors.amount).toEqual(['El monto mínimo es $50.00']);
    } finally {
      await setSettings(t, { mercado_min_amount: '10' });
    }
    expect((await preference('abc')).status).toBe(422);
  });

  it('marks data invalid when keys are missing or refused, creating nothing', async () => {
    await setSettings(t, { mercado_pago_public_key: '' });
    try {
      const res = await preference('100');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ data_invalid: true, preference_id: null });
    } finally {
      await setSettings(t, { mercado_pago_public_key: MERCADO_MOCK_DEMO_ACCOUNT.publicKey });
    }
    await setSettings(t, { mercado_pago_access_token: 'APP_USR-not-a-real-token' });
    try {
      const res = await preference('100');
      expect(res.body.data).toMatchObject({ data_invalid: true, access_token_present: true });
    } finally {
      await setSettings(t, { mercado_pago_access_token: MERCADO_MOCK_DEMO_ACCOUNT.accessToken });
    }
  });

  it("never credits someone else's payment, a pending one, or another tenant's", async () => {
    const before = await balanceOf(t, EMAIL);
    const mine = (await preference('200')).body.data.preference_id as string;
    const other = (await preference('900')).body.data.preference_id as string;
    const otherPayment = mp.state.pay(other)!;
    // A payment of another preference presented as this one's: refused.
    const swapped = await processReturn(String(otherPayment.id), mine);
    expect(swapped.status).toBe(422);
    expect(swapped.body.errors.payment_id).toHaveLength(1);
    const pending = mp.state.pay(mine, 'pending')!;
    const waiting = await processReturn(String(pending.id), mine);
    expect(waiting.body.data.status).toBe('pending');
    const stranger = await customerWithBalance(t, 'mercado-other@despacho.test', 0);
    expect((await processReturn(String(pending.id), mine, stranger.token)).status).toBe(404);
    const foreign = await t.request('POST', api('transfer_funds/mercado_payment_process'), {
      as: 'customer',
      tenant: 'otra',
      body: { payment_id: String(pending.id), preference_id: mine },
    });
    expect(foreign.status).toBe(404);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);
    // Approved later (cash paid at a store): the webhook credits it.
    mp.state.setStatus(pending.id, 'approved');
    expect((await webhook(pending.id)).body.outcome).toBe('credited');
    expect((await balanceOf(t, EMAIL)).balance).toBe(
      before.balance + 20_000 - marketplaceDeduction(20_000),
    );
  });

  it('a webhook with a bad signature credits nothing and is kept as forged', async () => {
    const before = await balanceOf(t, EMAIL);
    const prefId = (await preference('300')).body.data.preference_id as string;
    const payment = mp.state.pay(prefId)!;
    const forged = await webhook(payment.id, 'not-the-secret');
    expect(forged.status).toBe(401);
    const unsigned = await t.request(
      'POST',
      `${api('webhooks/mercadopago/demo')}?data.id=${payment.id}&type=payment`,
      { tenant: null, body: { type: 'payment', data: { id: String(payment.id) } } },
    );
    expect(unsigned.status).toBe(401);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before.balance);
    const events = await eventsOf(t, 'mercadopago', String(payment.id));
    expect(events.map((e) => [e.outcome, e.verified])).toEqual([
      ['forged', false],
      ['forged', false],
    ]);
    expect((await paymentOf(t, 'mercadopago', prefId))!.status).toBe('pending');
  });

  it('without a webhook secret, a notification is confirmed by asking Mercado Pago', async () => {
    const before = await balanceOf(t, EMAIL);
    await setSettings(t, { mercado_pago_webhook_secret: '' });
    try {
      const prefId = (await preference('100')).body.data.preference_id as string;
      const payment = mp.state.pay(prefId)!;
      const made_up = await t.request(
        'POST',
        `${api('webhooks/mercadopago/demo')}?data.id=999&type=payment`,
        {
          tenant: null,
          body: {},
        },
      );
      expect(made_up.body.outcome).toBe('ignored');
      const res = await t.request(
        'POST',
        `${api('webhooks/mercadopago/demo')}?data.id=${payment.id}&type=payment`,
        {
          tenant: null,
          body: {},
        },
      );
      expect(res.body.outcome).toBe('credited');
      expect((await eventsOf(t, 'mercadopago', String(payment.id)))[0]!.verified).toBe(true);
      expect((await balanceOf(t, EMAIL)).balance).toBe(
        before.balance + 10_000 - marketplaceDeduction(10_000),
      );
    } finally {
      await setSettings(t, {
        mercado_pago_webhook_secret: MERCADO_MOCK_DEMO_ACCOUNT.webhookSecret,
      });
    }
  });
});
