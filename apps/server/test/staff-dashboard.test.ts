import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords';
import { nextSequence, rowsOf, withTenant } from '../src/db/tenant-tx';
import { createConfirmedUser } from '../src/modules/auth/accounts.service';
import { post } from '../src/modules/ledger/ledger.service';
import { idOf } from './helpers/ledger-fixture';
import { setSettings } from './helpers/payment-fixture';
import { api, createTestApp, PASSWORD, type TestApp } from './helpers/test-app';

/**
 * GET dashboards/staff: the tenant's work waiting for its team, counted from seeded rows of
 * the demo tenant, with the same kinds of rows in the other tenant that must not count.
 */
let t: TestApp;
let passwordHash: string;
let carmen: number;

/** An account of `tenantId` with `cents` of balance (through the ledger) and `shipped` labels. */
async function account(
  tenantId: number,
  email: string,
  cents: number,
  opts: { shipped?: number; parentId?: number; status?: string; name?: string } = {},
): Promise<number> {
  return withTenant(t.database.db, tenantId, async (tx) => {
    const user = await createConfirmedUser(tx, tenantId, {
      email,
      passwordHash,
      name: opts.name ?? 'Cliente',
      lastName: 'Saldo',
      userType: 'customer',
    });
    if (cents > 0)
      await post(tx, {
        tenantId,
        userId: user.id,
        type: 'deposit',
        amountCents: cents,
        status: 'cleared',
        description: 'saldo de prueba',
        createdBy: null,
      });
    await tx.execute(sql`update users set total_shipments = ${opts.shipped ?? 1},
      parent_id = ${opts.parentId ?? null}, status = ${opts.status ?? 'active'}
      where id = ${user.id}`);
    return user.id;
  });
}

/** A shipment of `userId` in `status`, its label bought `daysAgo` days ago (null: no label). */
async function shipment(tenantId: number, userId: number, status: string, daysAgo: number | null) {
  await withTenant(t.database.db, tenantId, async (tx) => {
    const number = await nextSequence(tx, tenantId, 'shipments');
    const labelled = daysAgo === null ? null : new Date(Date.now() - daysAgo * 86_400_000);
    await tx.execute(sql`insert into shipments (tenant_id, sequential_id, user_id, status, step,
        label_created_at, created_at)
      values (${tenantId}, ${number}, ${userId}, ${status}, 'confirmed',
        ${labelled?.toISOString() ?? null}::timestamptz,
        ${(labelled ?? new Date()).toISOString()}::timestamptz)`);
  });
}

/** A pending deposit of `userId` and, on it, a payment proof or an invoice in `status`. */
async function onDeposit(
  tenantId: number,
  userId: number,
  kind: 'payment_proofs' | 'invoices',
  status: string,
) {
  await withTenant(t.database.db, tenantId, async (tx) => {
    await post(tx, {
      tenantId,
      userId,
      type: 'deposit',
      amountCents: 10_000,
      status: 'pending',
      description: 'depósito por revisar',
      createdBy: null,
    });
    const [last] = rowsOf<{ id: number }>(
      await tx.execute(sql`select max(id) as id from transactions where user_id = ${userId}`),
    );
    const transactionId = last!.id;
    if (kind === 'payment_proofs')
      await tx.execute(sql`insert into payment_proofs (tenant_id, user_id, transaction_id,
          amount_cents, transaction_date, status)
        values (${tenantId}, ${userId}, ${transactionId}, 10000, '2026-01-05', ${status})`);
    else
      await tx.execute(sql`insert into invoices (tenant_id, transaction_id, user_id, status)
        values (${tenantId}, ${transactionId}, ${userId}, ${status})`);
  });
}

const staffView = async (as: 'admin' | 'operator' | 'developer' | 'main_admin') => {
  const res = await t.request('GET', api('dashboards/staff'), { as });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
  const demo = t.demoTenantId;
  carmen = await idOf(t, 'customer@despacho.test');

  // Today's labels: two bought, one whose owner asked to cancel. Not today's: one bought two
  // days ago, one cancelled today, one draft without a label.
  await shipment(demo, carmen, 'success', 0);
  await shipment(demo, carmen, 'success', 0);
  await shipment(demo, carmen, 'pending_cancellation', 0);
  await shipment(demo, carmen, 'success', 2);
  await shipment(demo, carmen, 'canceled', 0);
  await shipment(demo, carmen, 'pending', null);
  // An older cancellation request is still waiting too.
  await shipment(demo, carmen, 'pending_cancellation', 3);

  await onDeposit(demo, carmen, 'payment_proofs', 'pending');
  await onDeposit(demo, carmen, 'payment_proofs', 'pending');
  await onDeposit(demo, carmen, 'payment_proofs', 'approved');
  await onDeposit(demo, carmen, 'invoices', 'pending');
  await onDeposit(demo, carmen, 'invoices', 'stamping');
  await onDeposit(demo, carmen, 'invoices', 'generated');
  await onDeposit(demo, carmen, 'invoices', 'rejected');

  // Below 200.00 and shipping: six (the card names the lowest five).
  const low = await account(demo, 'vacia@despacho.test', 0, { name: 'Vacía' });
  await account(demo, 'diez@despacho.test', 1_000, { name: 'Diez' });
  await account(demo, 'veinte@despacho.test', 2_000, { name: 'Veinte' });
  await account(demo, 'treinta@despacho.test', 3_000, { name: 'Treinta' });
  await account(demo, 'cuarenta@despacho.test', 4_000, { name: 'Cuarenta' });
  await account(demo, 'casi@despacho.test', 19_999, { name: 'Casi' });
  // Not low, or not a shipping account of its own: exactly 200.00, never shipped, a sub-user
  // (spends the parent's balance), suspended.
  await account(demo, 'justo@despacho.test', 20_000);
  await account(demo, 'nueva@despacho.test', 0, { shipped: 0 });
  await account(demo, 'sub@despacho.test', 0, { parentId: low });
  await account(demo, 'suspendida@despacho.test', 0, { status: 'suspended' });

  // The other tenant has the same kinds of rows; none may count here.
  const other = t.other.tenantId;
  const stranger = await account(other, 'ajena@otra.test', 0, { name: 'Ajena' });
  await shipment(other, stranger, 'success', 0);
  await shipment(other, stranger, 'pending_cancellation', 0);
  await onDeposit(other, stranger, 'payment_proofs', 'pending');
  await onDeposit(other, stranger, 'invoices', 'pending');
  await setSettings(t, { invoicing: '1' }, other);
});
afterAll(async () => t?.close());

describe('GET /dashboards/staff', () => {
  it("counts the tenant's work for an admin, none of the other tenant's", async () => {
    await setSettings(t, { invoicing: '1' });
    const data = await staffView('admin');
    expect(data).toMatchObject({
      shipments_today: 3,
      pending_cancellations: 2,
      payment_proofs_pending: 2,
      invoices_pending: 2,
    });
    expect(data.low_balance.threshold).toBe('200.00');
    expect(data.low_balance.total).toBe(6);
    expect(data.low_balance.lowest.map((c: { name: string; balance: string }) => c)).toEqual([
      expect.objectContaining({
        name: 'Vacía Saldo',
        email: 'vacia@despacho.test',
        balance: '0.00',
      }),
      expect.objectContaining({ name: 'Diez Saldo', balance: '10.00' }),
      expect.objectContaining({ name: 'Veinte Saldo', balance: '20.00' }),
      expect.objectContaining({ name: 'Treinta Saldo', balance: '30.00' }),
      expect.objectContaining({ name: 'Cuarenta Saldo', balance: '40.00' }),
    ]);
  });

  it('gives an operator no payment proofs (they may not review them) but the rest', async () => {
    await setSettings(t, { invoicing: '1' });
    const data = await staffView('operator');
    expect(data.payment_proofs_pending).toBeNull();
    expect(data).toMatchObject({
      shipments_today: 3,
      pending_cancellations: 2,
      invoices_pending: 2,
    });
    expect(data.low_balance.total).toBe(6);
  });

  it('leaves invoices out while the tenant does not invoice', async () => {
    await setSettings(t, { invoicing: '0' });
    const data = await staffView('main_admin');
    expect(data.invoices_pending).toBeNull();
    expect(data.payment_proofs_pending).toBe(2);
  });

  it('counts only the other tenant’s own rows for its staff', async () => {
    const res = await t.request('GET', api('dashboards/staff'), {
      as: 'admin',
      tenant: 'otra',
    });
    expect(res.status).toBe(200);
    // Its two labels of today (one with a cancellation request), its own proof and invoice.
    expect(res.body.data).toMatchObject({
      shipments_today: 2,
      pending_cancellations: 1,
      payment_proofs_pending: 1,
      invoices_pending: 1,
    });
    expect(res.body.data.low_balance.lowest.map((c: { email: string }) => c.email)).toEqual([
      'ajena@otra.test',
    ]);
  });

  it('is 403 for a customer and 401 without a token', async () => {
    const customer = await t.request('GET', api('dashboards/staff'), { as: 'customer' });
    expect(customer.status).toBe(403);
    expect(customer.body.data).toBeUndefined();
    expect((await t.request('GET', api('dashboards/staff'))).status).toBe(401);
  });
});
