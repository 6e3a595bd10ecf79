import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaypalMockState,
  startPaypalMockServer,
  type RunningPaypalMock,
} from '../src/integrations/payments/paypal/paypal.mock-server';
import { PAYPAL_MOCK_DEMO_APP } from '../src/integrations/payments/paypal/paypal.mock-state';
import {
  MERCADO_MOCK_DEMO_ACCOUNT,
  MercadoMockState,
  startMercadoMockServer,
  type RunningMercadoMock,
} from '../src/integrations/payments/mercadopago/mercadopago.mock-server';
import { reconcilePayments } from '../src/modules/payments/payment-reconcile';
import { crashAfterCaptureIfAsked } from '../src/modules/payments/crash-hook';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, customerWithBalance } from './helpers/shipment-fixture';
import { creditRows, eventsOf, paymentOf, setSettings } from './helpers/payment-fixture';
import { freePort, spawnServer, waitHealthy, type ServerProcess } from './helpers/server-process';

const WEBHOOK_ID = 'WH-TEST-RELIABILITY';

describe('PayPal webhooks under load', () => {
  let t: TestApp;
  let paypal: RunningPaypalMock;
  beforeAll(async () => {
    t = await createTestApp();
    // No deliveries of its own: the test plays PayPal's notification storm itself.
    paypal = await startPaypalMockServer({
      deliverWebhooks: false,
      state: new PaypalMockState([
        { ...PAYPAL_MOCK_DEMO_APP, webhooks: [{ id: WEBHOOK_ID, url: 'http://unused' }] },
      ]),
    });
    await setSettings(t, { paypal_base_url: paypal.url, paypal_webhook_id: WEBHOOK_ID });
  });
  afterAll(async () => {
    await t?.close();
    await paypal?.close();
  });

  it('200 concurrent deliveries of 50 captured payments (each sent 4 times) credit exactly 50', async () => {
    const buyers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => customerWithBalance(t, `storm${i}@despacho.test`, 0)),
    );
    const orders: { orderId: string; email: string; cents: number }[] = [];
    for (let i = 0; i < 50; i++) {
      const who = i % 5;
      const cents = 10_000 + i * 137;
      const res = await t.request('POST', api('paypal/checkout'), {
        token: buyers[who]!.token,
        body: { amount: (cents / 100).toFixed(2) },
      });
      expect(res.status).toBe(200);
      const orderId = res.body.data.paymentID as string;
      paypal.state.capture(paypal.state.approve(orderId)!);
      orders.push({ orderId, email: `storm${who}@despacho.test`, cents });
    }
    const deliveries = orders.flatMap(({ orderId }) => {
      const entry = paypal.state.orders.get(orderId)!;
      const event = paypal.state.eventFor(entry, 'PAYMENT.CAPTURE.COMPLETED');
      return [0, 1, 2, 3].map((n) => {
        const tid = `${orderId}-${n}`;
        const time = new Date().toISOString();
        return {
          event,
          headers: {
            'paypal-transmission-id': tid,
            'paypal-transmission-time': time,
            'paypal-transmission-sig': paypal.state.sign(
              tid,
              time,
              WEBHOOK_ID,
              JSON.stringify(event),
            ),
            'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-x',
            'paypal-auth-algo': 'SHA256withRSA',
          },
        };
      });
    });
    // Shuffled, all at once.
    deliveries.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      deliveries.map((d) =>
        t.request('POST', api('webhooks/paypal/demo'), {
          tenant: null,
          body: d.event,
          headers: d.headers,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const outcomes = answers.map((a) => a.body.outcome as string);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(150);

    for (const { orderId } of orders) {
      const payment = (await paymentOf(t, 'paypal', orderId))!;
      expect(payment.status).toBe('credited');
      expect(await creditRows(t, payment)).toBe(1);
      expect(await eventsOf(t, 'paypal', orderId)).toHaveLength(4);
    }
    for (let who = 0; who < 5; who++) {
      const email = `storm${who}@despacho.test`;
      const expected = orders.filter((o) => o.email === email).reduce((s, o) => s + o.cents, 0);
      const { balance, ledger } = await balanceOf(t, email);
      expect(balance).toBe(expected);
      expect(ledger).toBe(balance);
    }
  });

  it('the reconcile job closes what the gateway reports voided, and credits what it captured', async () => {
    const buyer = await customerWithBalance(t, 'reconcile-pp@despacho.test', 0);
    const voided = (
      await t.request('POST', api('paypal/checkout'), {
        token: buyer.token,
        body: { amount: '100' },
      })
    ).body.data.paymentID as string;
    const approved = (
      await t.request('POST', api('paypal/checkout'), {
        token: buyer.token,
        body: { amount: '200' },
      })
    ).body.data.paymentID as string;
    paypal.state.void(voided);
    // Approved but the payer never came back: the reconcile run captures and credits it.
    paypal.state.approve(approved);
    const result = await reconcilePayments(t.deps, { quietMs: 0 });
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(t, 'paypal', voided))!).toMatchObject({
      status: 'canceled',
      failureReason: 'order VOIDED',
    });
    expect((await paymentOf(t, 'paypal', approved))!.status).toBe('credited');
    expect(paypal.state.orders.get(approved)!.order.status).toBe('COMPLETED');
    expect((await balanceOf(t, 'reconcile-pp@despacho.test')).balance).toBe(20_000);
  });
});

describe('Mercado Pago reconcile', () => {
  let t: TestApp;
  let mp: RunningMercadoMock;
  beforeAll(async () => {
    t = await createTestApp();
    mp = await startMercadoMockServer({
      deliverWebhooks: false,
      state: new MercadoMockState([MERCADO_MOCK_DEMO_ACCOUNT]),
    });
    await setSettings(t, { mercado_pago_base_url: mp.url });
  });
  afterAll(async () => {
    await t?.close();
    await mp?.close();
  });

  it('credits a payment whose notification was lost and fails an expired preference whose payment was rejected', async () => {
    const buyer = await customerWithBalance(t, 'reconcile-mp@despacho.test', 0);
    const lost = (
      await t.request('POST', api('transfer_funds/mercado_create_preference'), {
        token: buyer.token,
        body: { amount: '100' },
      })
    ).body.data.preference_id as string;
    const rejected = (
      await t.request('POST', api('transfer_funds/mercado_create_preference'), {
        token: buyer.token,
        body: { amount: '100' },
      })
    ).body.data.preference_id as string;
    mp.state.pay(lost);
    mp.state.pay(rejected, 'rejected');
    await reconcilePayments(t.deps, { quietMs: 0 });
    expect((await paymentOf(t, 'mercadopago', lost))!.status).toBe('credited');
    // Rejected while the preference is open: the payer may still try another card.
    expect((await paymentOf(t, 'mercadopago', rejected))!.status).toBe('pending');
    // A day later the preference has expired: closed as failed with Mercado Pago's reason.
    const later = new Date(Date.now() + 25 * 60 * 60_000);
    const realNow = Date.now;
    Date.now = () => later.getTime();
    try {
      await reconcilePayments(t.deps, { quietMs: 0, now: later });
    } finally {
      Date.now = realNow;
    }
    expect((await paymentOf(t, 'mercadopago', rejected))!).toMatchObject({
      status: 'failed',
      failureReason: 'rejected cc_rejected_insufficient_amount',
    });
    // 100.00 − (3.79 + 4.00 + 1.16) = 91.05
    expect((await balanceOf(t, 'reconcile-mp@despacho.test')).balance).toBe(9_105);
  });
});

describe('the test-only crash hook', () => {
  it('does nothing in production mode, whatever the environment says', () => {
    process.env.DESPACHO_TEST_CRASH_AFTER_CAPTURE = '1';
    try {
      const production = { mode: 'production', nodeEnv: 'production' } as Parameters<
        typeof crashAfterCaptureIfAsked
      >[0];
      expect(() => crashAfterCaptureIfAsked(production)).not.toThrow();
    } finally {
      delete process.env.DESPACHO_TEST_CRASH_AFTER_CAPTURE;
    }
  });
});

/** A database for the child server: a PGlite directory, or a fresh PostgreSQL database. */
async function childDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'despacho-crash-'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `despacho_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a crash between PayPal capture and the credit', () => {
  let paypal: RunningPaypalMock;
  let db: Awaited<ReturnType<typeof childDatabase>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    paypal = await startPaypalMockServer({ deliverWebhooks: false });
    db = await childDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await paypal?.close();
    await db?.drop();
  });

  it(
    'kill -9 after the capture: on restart the reconcile job credits it exactly once',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      const env = {
        ...db.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        APP_SECRET: 'crash-test-secret-0123456789abcdef',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: '',
      };
      server = spawnServer({ ...env, DESPACHO_TEST_CRASH_AFTER_CAPTURE: '1' }, port);
      await waitHealthy(server, 120_000);
      const call = async (method: string, path: string, token: string | null, body?: unknown) => {
        const res = await fetch(`${server!.url}/api/v1/${path}`, {
          method,
          headers: {
            'x-tenant': 'demo',
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
      };
      const signIn = async (email: string) =>
        (await call('POST', 'users/sign_in', null, { user: { email, password: 'Despacho.2026' } }))
          .body.data.token as string;
      // Staff point the demo tenant's sandbox PayPal at this test's mock (honoured in demo mode only).
      const dev = await signIn('developer@despacho.test');
      const list = await call('GET', 'settings?where[key]=paypal_base_url', dev);
      const setting = list.body.data.find((s: { key: string }) => s.key === 'paypal_base_url');
      expect(
        (await call('PUT', `settings/${setting.id}`, dev, { setting: { value: paypal.url } }))
          .status,
      ).toBe(200);

      const customer = await signIn('customer@despacho.test');
      const balanceNow = async (token: string) =>
        Math.round(Number((await call('GET', 'registrations', token)).body.data.balance) * 100);
      const before = await balanceNow(customer);
      const order = (await call('POST', 'paypal/checkout', customer, { amount: '250.00' })).body
        .data.paymentID as string;
      paypal.state.approve(order);
      // The server captures at PayPal, then dies before writing the credit.
      const dying = await call('POST', 'paypal/execute', customer, {
        payment_id: order,
        payer_id: 'P',
      }).catch((e: Error) => e);
      expect(dying).toBeInstanceOf(Error);
      if (server.child.exitCode === null && server.child.signalCode === null) {
        await new Promise((r) => server!.child.once('exit', r));
      }
      expect(server.child.signalCode).toBe('SIGKILL');
      expect(paypal.state.orders.get(order)!.order.status).toBe('COMPLETED');

      server = spawnServer(env, port);
      await waitHealthy(server, 120_000);
      const again = await signIn('customer@despacho.test');
      let balance = before;
      for (let i = 0; i < 100 && balance === before; i++) {
        await new Promise((r) => setTimeout(r, 300));
        balance = await balanceNow(again);
      }
      expect(balance).toBe(before + 25_000);
      // The payer's return, retried now, answers the credited payment; nothing more is credited.
      const retried = await call('POST', 'paypal/execute', again, {
        payment_id: order,
        payer_id: 'P',
      });
      expect(retried.body.data.status).toBe('credited');
      await new Promise((r) => setTimeout(r, 500));
      expect(await balanceNow(again)).toBe(before + 25_000);
    },
  );
});
