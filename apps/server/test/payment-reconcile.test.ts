import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, transactions, type PaymentRow } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import type { GatewayPaymentState, PaymentGatewayPort } from '../src/modules/payments/gateway-port';
import { creditPayment, paymentReference } from '../src/modules/payments/payment-credit';
import { reconcilePayments } from '../src/modules/payments/payment-reconcile';
import { createTestApp, type TestApp } from './helpers/test-app';
import { balanceOf, customerWithBalance } from './helpers/shipment-fixture';

const EMAIL = 'reconcile@despacho.test';
let t: TestApp;
let buyer: { id: number; token: string };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await customerWithBalance(t, EMAIL, 0);
});
afterAll(async () => {
  await t?.close();
});

async function openPayment(status: PaymentRow['status'], minutesQuiet = 0): Promise<PaymentRow> {
  seq++;
  const updatedAt = new Date(Date.now() - minutesQuiet * 60_000);
  return withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        tenantId: t.demoTenantId,
        userId: buyer.id,
        gateway: 'paypal',
        method: 'wallet',
        externalId: `ORDER-${seq}`,
        amountCents: 10_464,
        feeCents: 464,
        creditCents: 10_000,
        status,
        updatedAt,
      })
      .returning();
    return row!;
  });
}

const paymentById = (id: number) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id));
    return row!;
  });

const creditsFor = (p: PaymentRow) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.reference, paymentReference(p)));
    return Number(row!.n);
  });

/** A gateway that answers from a table, counting what it is asked. */
function fakeGateway(states: Record<string, GatewayPaymentState>) {
  const asked: string[] = [];
  const port: PaymentGatewayPort = {
    gateway: 'paypal',
    fetchState: async (_tenantId, payment) => {
      asked.push(payment.externalId!);
      const state = states[payment.externalId!];
      if (!state) throw new Error('gateway unreachable');
      return state;
    },
  };
  return { port, asked };
}

describe('crediting a gateway payment', () => {
  it('credits once however many paths race to it', async () => {
    const p = await openPayment('created');
    const before = (await balanceOf(t, EMAIL)).balance;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        withTenant(t.database.db, t.demoTenantId, (tx) =>
          creditPayment(tx, t.demoTenantId, p.id, { captureId: 'CAP-1' }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'already_credited')).toHaveLength(7);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before + 10_000);
    expect(await creditsFor(p)).toBe(1);
    const stored = await paymentById(p.id);
    expect(stored.status).toBe('credited');
    expect(stored.transactionId).not.toBeNull();
    expect(stored.details).toMatchObject({ captureId: 'CAP-1' });
  });

  it('never credits a failed payment, nor one of another tenant', async () => {
    const p = await openPayment('failed');
    const result = await withTenant(t.database.db, t.demoTenantId, (tx) =>
      creditPayment(tx, t.demoTenantId, p.id),
    );
    expect(result.outcome).toBe('not_creditable');
    const foreign = await withTenant(t.database.db, t.other.tenantId, (tx) =>
      creditPayment(tx, t.other.tenantId, p.id),
    );
    expect(foreign).toEqual({ outcome: 'not_creditable', payment: null });
    expect(await creditsFor(p)).toBe(0);
  });
});

describe('reconciling open payments with the gateway', () => {
  it('credits what the gateway says is paid, closes what failed, leaves pending and unreachable ones', async () => {
    const captured = await openPayment('paid');
    const quietCreated = await openPayment('created', 30);
    const freshCreated = await openPayment('created');
    const failed = await openPayment('pending', 30);
    const waiting = await openPayment('pending', 30);
    const unreachable = await openPayment('pending', 30);
    const before = (await balanceOf(t, EMAIL)).balance;
    const { port, asked } = fakeGateway({
      [captured.externalId!]: { state: 'paid', details: { captureId: 'CAP-9' } },
      [quietCreated.externalId!]: { state: 'paid' },
      [freshCreated.externalId!]: { state: 'paid' },
      [failed.externalId!]: { state: 'failed', reason: 'INSTRUMENT_DECLINED' },
      [waiting.externalId!]: { state: 'pending' },
    });

    const result = await reconcilePayments(t.deps, { ports: [port] });

    // A captured payment is asked about at once; a created one only after it has been quiet.
    expect(asked).toContain(captured.externalId);
    expect(asked).toContain(quietCreated.externalId);
    expect(asked).not.toContain(freshCreated.externalId);
    expect(result).toMatchObject({ credited: 2, closed: 1 });
    expect((await balanceOf(t, EMAIL)).balance).toBe(before + 20_000);
    expect((await paymentById(captured.id)).status).toBe('credited');
    expect(await paymentById(failed.id)).toMatchObject({
      status: 'failed',
      failureReason: 'INSTRUMENT_DECLINED',
    });
    expect((await paymentById(waiting.id)).status).toBe('pending');
    expect((await paymentById(unreachable.id)).status).toBe('pending');

    // A second run credits nothing again; the startup run also asks about the fresh one.
    const again = await reconcilePayments(t.deps, { ports: [port], quietMs: 0 });
    expect(again.credited).toBe(1);
    expect((await paymentById(freshCreated.id)).status).toBe('credited');
    expect(await creditsFor(captured)).toBe(1);
    expect((await balanceOf(t, EMAIL)).balance).toBe(before + 30_000);
  });
});
