import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import {
  EVENT_RETENTION_DAYS,
  prunePaymentEvents,
  UNVERIFIED_PER_HOUR,
} from '../src/modules/payments/payment-event-retention';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** An OpenPay notification nobody can vouch for (OpenPay does not sign; this one names nothing). */
const deliver = (slug: string, ip: string, body: unknown = { type: 'bogus', padding: 'x' }) =>
  t.request('POST', api(`webhooks/openpay/${encodeURIComponent(slug)}`), {
    tenant: null,
    ip,
    body,
  });

const unverifiedEvents = () =>
  withTenant(t.database.db, t.demoTenantId, async (tx) =>
    rowsOf<{ payload: Record<string, unknown>; outcome: string }>(
      await tx.execute(
        sql`select payload, outcome from payment_events where gateway = 'openpay' and not verified`,
      ),
    ),
  );

describe('webhook limits', () => {
  it('counts a tenant once however its slug is typed, and keeps only so many unverified bodies', async () => {
    const spellings = ['demo', 'DEMO', ' demo', 'Demo ', 'dEmO'];
    const padding = 'x'.repeat(30_000);
    for (let i = 0; i < 600; i++) {
      const res = await deliver(spellings[i % spellings.length]!, '198.51.100.5', {
        type: 'bogus',
        padding,
      });
      expect(res.status, `delivery ${i}`).toBe(200);
    }
    const over = await deliver('DEMO', '198.51.100.5');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Another sender is counted on its own.
    expect((await deliver('demo', '198.51.100.6')).status).toBe(200);

    // Unsigned, unconfirmed deliveries: kept as a digest, and at most UNVERIFIED_PER_HOUR an hour.
    const stored = await unverifiedEvents();
    expect(stored).toHaveLength(UNVERIFIED_PER_HOUR);
    for (const e of stored) {
      expect(e.outcome).toBe('ignored');
      expect(e.payload).toMatchObject({
        unverified: true,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(JSON.stringify(e.payload)).not.toContain('xxxx');
    }
  });

  it('counts every unknown tenant under one key per sender, answered 404', async () => {
    for (let i = 0; i < 600; i++) {
      const res = await deliver(`nadie-${i}`, '203.0.113.9');
      expect(res.status, `delivery ${i}`).toBe(404);
    }
    expect((await deliver('otro-nombre', '203.0.113.9')).status).toBe(429);
    // The unknown count does not spend a real tenant's.
    expect((await deliver('otra', '203.0.113.9')).status).toBe(200);
  });
});

describe('pruning payment_events', () => {
  it('keeps each kind for its retention and no longer', async () => {
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    const kept = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.execute(sql`delete from payment_events`);
      const [user] = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from users where email = 'customer@despacho.test'`),
      );
      const [payment] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into payments (tenant_id, user_id, gateway, method, external_id, amount_cents, credit_cents, status)
          values (${t.demoTenantId}, ${user!.id}, 'openpay', 'card', 'tr-prune', 10000, 10000, 'credited')
          returning id`),
      );
      const event = (label: string, verified: boolean, paymentId: number | null, age: number) =>
        tx.execute(sql`
          insert into payment_events (tenant_id, gateway, event_key, payment_id, verified, outcome, payload, received_at)
          values (${t.demoTenantId}, 'openpay', ${label}, ${paymentId}, ${verified}, 'credited', '{}', ${daysAgo(age)})`);
      const u = EVENT_RETENTION_DAYS.unverified;
      const o = EVENT_RETENTION_DAYS.other;
      const p = EVENT_RETENTION_DAYS.payment;
      await event('unverified-fresh', false, null, u - 1);
      await event('unverified-old', false, null, u + 1);
      await event('unverified-old-about-payment', false, payment!.id, u + 1);
      await event('other-fresh', true, null, o - 1);
      await event('other-old', true, null, o + 1);
      await event('payment-year', true, payment!.id, 400);
      await event('payment-ancient', true, payment!.id, p + 1);
      return null;
    });
    expect(kept).toBeNull();
    // The other tenant's old forgery goes too (the job walks every tenant).
    await withTenant(t.database.db, t.other.tenantId, (tx) =>
      tx.execute(sql`
        insert into payment_events (tenant_id, gateway, verified, outcome, payload, received_at)
        values (${t.other.tenantId}, 'paypal', false, 'forged', '{}', ${daysAgo(30)})`),
    );

    expect(await prunePaymentEvents(t.database.db, now)).toBe(5);
    const left = await withTenant(t.database.db, t.demoTenantId, async (tx) =>
      rowsOf<{ event_key: string }>(
        await tx.execute(sql`select event_key from payment_events order by event_key`),
      ).map((r) => r.event_key),
    );
    expect(left).toEqual(['other-fresh', 'payment-year', 'unverified-fresh']);
    expect(await prunePaymentEvents(t.database.db, now)).toBe(0);
  });
});
