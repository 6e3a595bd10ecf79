import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveFiscalData,
  rawDeposit,
  requestInvoice,
  staffMovement,
  userIdOf,
} from './invoices-fixture';
import { setSettings } from './helpers/payment-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let customerId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  await setSettings(t, { invoicing: '1' });
  customerId = await userIdOf(t, 'customer@despacho.test');
  adminId = await userIdOf(t, 'admin@despacho.test');
}, 120_000);
afterAll(async () => t?.close());

const refusalOf = async (transactionId: number) => {
  const res = await requestInvoice(t, transactionId);
  expect(res.status).toBe(422);
  return (res.body.errors.transaction_id as string[]).join();
};

const listAs = (as: 'customer' | 'admin' | 'operator', query: Record<string, string> = {}) =>
  t.request('GET', api('invoices'), { as, query });

describe('request_invoice', () => {
  it('asks a customer without fiscal data to fill them in first, then takes the request', async () => {
    const deposit = await staffMovement(t, customerId, '150.00');
    expect(await refusalOf(deposit.id)).toMatch(/Registra tus datos fiscales/);
    expect(
      await t.database.execRaw(
        'select count(*)::int as n from invoices where transaction_id = $1',
        [deposit.id],
      ),
    ).toMatchObject({ rows: [{ n: 0 }] });
    await giveFiscalData(t, customerId);
    expect((await requestInvoice(t, deposit.id)).status).toBe(201);
  });

  it('a cleared deposit staff made this month: 201 pending, shown as requested in my transactions', async () => {
    const deposit = await staffMovement(t, customerId, '300.00');
    const res = await requestInvoice(t, deposit.id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', transaction: { id: deposit.id } });
    const mine = await t.request('GET', api('transactions'), { as: 'customer' });
    const row = mine.body.data.find((r: { id: number }) => r.id === deposit.id);
    expect(row.invoice).toEqual({ id: res.body.data.id, status: 'pending' });
    expect(await refusalOf(deposit.id)).toMatch(/ya tiene una factura/);
  });

  it('refuses with the rule’s reason: invoicing off, app-made, not cleared, withdrawal, last month', async () => {
    const fresh = await staffMovement(t, customerId, '200.00');
    await setSettings(t, { invoicing: '0' });
    expect(await refusalOf(fresh.id)).toMatch(/facturación no está activa/);
    await setSettings(t, { invoicing: '1' });

    expect(await refusalOf(await rawDeposit(t, customerId, { createdBy: null }))).toMatch(
      /hechos por la plataforma/,
    );
    expect(
      await refusalOf(await rawDeposit(t, customerId, { createdBy: adminId, status: 'pending' })),
    ).toMatch(/depósitos aplicados/);
    const withdrawal = await staffMovement(t, customerId, '10.00', 'withdraw');
    expect(await refusalOf(withdrawal.id)).toMatch(/Solo se facturan depósitos/);
    const old = new Date(Date.now() - 45 * 86_400_000);
    const lastMonth = await rawDeposit(t, customerId, { createdBy: adminId, createdAt: old });
    expect(await refusalOf(lastMonth)).toMatch(/mes en curso/);
    // Staff may still open it for the customer: the month limit is the customer's screen's.
    const staff = await t.request('POST', api('invoices'), {
      as: 'admin',
      body: { transaction_id: lastMonth },
    });
    expect(staff.status).toBe(201);
  });

  it('in English when the request asks for it', async () => {
    const deposit = await staffMovement(t, customerId, '20.00');
    await requestInvoice(t, deposit.id);
    const res = await t.request('POST', api('invoices/request_invoice'), {
      as: 'customer',
      lang: 'en',
      body: { transaction_id: deposit.id },
    });
    expect(res.body.errors.transaction_id).toEqual(['This transaction already has an invoice']);
  });

  it("another account's or tenant's transaction is not found", async () => {
    const luis = await userIdOf(t, 'operator@despacho.test');
    const theirs = await staffMovement(t, luis, '50.00');
    expect((await requestInvoice(t, theirs.id)).status).toBe(404);
    const other = await staffMovement(t, t.other.customerId, '50.00', 'deposit', 'otra');
    expect((await requestInvoice(t, other.id)).status).toBe(404);
  });

  it('staff only create for others: a customer posting to /invoices is 403', async () => {
    const deposit = await staffMovement(t, customerId, '40.00');
    const res = await t.request('POST', api('invoices'), {
      as: 'customer',
      body: { transaction_id: deposit.id },
    });
    expect(res.status).toBe(403);
  });
});

describe('GET invoices', () => {
  it('customers list only their own; staff see everyone and filter by user e-mail', async () => {
    const luis = await userIdOf(t, 'operator@despacho.test');
    const theirs = await staffMovement(t, luis, '70.00');
    await t.request('POST', api('invoices'), { as: 'admin', body: { transaction_id: theirs.id } });

    const mine = await listAs('customer', { 'where[status]': 'pending', per_page: '100' });
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((i: { user: { id: number } }) => i.user.id === customerId)).toBe(
      true,
    );
    // A customer's user filter is ignored, never a way to read someone else's.
    const sneaky = await listAs('customer', { 'where[user_id]': String(luis) });
    expect(sneaky.body.data.every((i: { user: { id: number } }) => i.user.id === customerId)).toBe(
      true,
    );

    const all = await listAs('admin', { per_page: '100' });
    const users = new Set(all.body.data.map((i: { user: { id: number } }) => i.user.id));
    expect(users).toEqual(new Set([customerId, luis]));
    const byEmail = await listAs('admin', { 'where[user_email]': 'OPERATOR@despacho.test' });
    expect(byEmail.body.data.map((i: { user: { id: number } }) => i.user.id)).toEqual([luis]);
  });

  it('filters by status group, transaction number and date range (tenant days)', async () => {
    const deposit = await staffMovement(t, customerId, '15.00');
    const created = await requestInvoice(t, deposit.id);
    const byTx = await listAs('admin', { 'where[transaction_id]': String(deposit.sequential_id) });
    expect(byTx.body.data.map((i: { id: number }) => i.id)).toEqual([created.body.data.id]);
    const generated = await listAs('admin', { 'where[status]': 'generated' });
    expect(generated.body.pagination.total_objects).toBe(0);
    const future = await listAs('admin', {
      'where[start_date]': '2999-01-01',
      'where[end_date]': '2999-01-31',
    });
    expect(future.body.data).toEqual([]);
    const bad = await listAs('admin', { 'where[start_date]': 'ayer' });
    expect(bad.status).toBe(422);
  });

  it("another tenant's staff do not see these invoices", async () => {
    const res = await t.request('GET', api('invoices'), { as: 'main_admin', tenant: 'otra' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});
