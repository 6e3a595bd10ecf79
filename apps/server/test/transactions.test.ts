import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import { hashPassword } from '../src/lib/passwords';
import { createConfirmedUser } from '../src/modules/auth/accounts.service';
import { idOf, labelCharge, ledgerCount } from './helpers/ledger-fixture';
import { balanceOf, customerWithBalance } from './helpers/shipment-fixture';
import { api, createTestApp, OTHER_TENANT, PASSWORD, type TestApp } from './helpers/test-app';

let t: TestApp;
let carmen: number;
let luis: { id: number; token: string };
let subToken: string;
let shipmentA: { shipmentId: number; number: number };
let shipmentB: { shipmentId: number; number: number };

beforeAll(async () => {
  t = await createTestApp();
  carmen = await idOf(t, 'customer@despacho.test');
  luis = await customerWithBalance(t, 'luis@despacho.test', 100_000);
  // Carmen: the seed's 5,000.00 deposit, one label (127.00) and one cancelled label (99.50).
  shipmentA = await labelCharge(t, carmen, { tracking: 'TRK-A-001', cents: 12_700 });
  shipmentB = await labelCharge(t, carmen, { tracking: 'TRK-B-002', cents: 9_950, refunded: true });
  await labelCharge(t, luis.id, { tracking: 'TRK-C-003', cents: 5_000 });
  // Sofía works inside Carmen's account.
  const passwordHash = await hashPassword(PASSWORD);
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const sub = await createConfirmedUser(tx, t.demoTenantId, {
      email: 'sofia@despacho.test',
      passwordHash,
      name: 'Sofía',
      lastName: 'Subcuenta',
      userType: 'customer',
    });
    await tx.execute(sql`update users set parent_id = ${carmen} where id = ${sub.id}`);
  });
  const signIn = await t.request('POST', api('users/sign_in'), {
    ip: '10.97.0.1',
    body: { user: { email: 'sofia@despacho.test', password: PASSWORD } },
  });
  subToken = signIn.body.data.token;
}, 120_000);
afterAll(async () => t?.close());

type Row = {
  id: number;
  sequential_id: number;
  user_id: number;
  amount: string;
  transaction_type: string;
  status: string;
  description: string | null;
  created_by: { kind: string; id: number | null; name: string | null; staff: boolean };
  user: { id: number; email: string; name: string };
  shipment: { id: number; number: number; tracking_numbers: string[] } | null;
};
const list = (opts: Parameters<TestApp['request']>[2], query: Record<string, string> = {}) =>
  t.request<{ data: Row[]; pagination: { total_objects: number; total_pages: number } }>(
    'GET',
    api('transactions'),
    { ...opts, query: { per_page: '100', ...query } },
  );
const create = (as: 'admin' | 'main_admin' | 'developer' | 'operator' | 'customer', body: object) =>
  t.request('POST', api('transactions'), { as, body: { transaction: body } });

describe('who sees which transactions', () => {
  it('shows a customer only their account’s rows, worded for them', async () => {
    const res = await list({ as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total_objects).toBe(4);
    expect(new Set(res.body.data.map((r) => r.user_id))).toEqual(new Set([carmen]));
    const seed = res.body.data.find((r) => r.description === 'Saldo inicial de demostración')!;
    // Staff made it; the customer is not told who.
    expect(seed).toMatchObject({
      amount: '5000.00',
      transaction_type: 'deposit',
      status: 'cleared',
      created_by: { kind: 'user', id: null, name: null, staff: true },
    });
    const label = res.body.data.find((r) => r.shipment?.id === shipmentA.shipmentId)!;
    expect(label).toMatchObject({
      amount: '127.00',
      transaction_type: 'withdraw',
      created_by: { kind: 'app', id: null, name: null, staff: false },
      shipment: { number: shipmentA.number, tracking_numbers: ['TRK-A-001'] },
      user: { id: carmen, email: 'customer@despacho.test', name: 'Carmen' },
    });
  });

  it('shows a sub-user their parent’s account', async () => {
    const mine = await list({ as: 'customer' });
    const sub = await list({ token: subToken });
    expect(sub.status).toBe(200);
    expect(sub.body.data.map((r) => r.id)).toEqual(mine.body.data.map((r) => r.id));
  });

  it('ignores a customer’s user filter: their scope is their account', async () => {
    const res = await list({ token: luis.token }, { 'where[user_id]': String(carmen) });
    expect(res.body.data.length).toBe(2);
    expect(res.body.data.every((r) => r.user_id === luis.id)).toBe(true);
  });

  it('shows an operator the whole tenant, with who wrote each row', async () => {
    const res = await list({ as: 'operator' });
    expect(res.status).toBe(200);
    const users = new Set(res.body.data.map((r) => r.user_id));
    expect(users.has(carmen) && users.has(luis.id)).toBe(true);
    expect(res.body.pagination.total_objects).toBe(6);
    const seed = res.body.data.find((r) => r.description === 'Saldo inicial de demostración')!;
    expect(seed.created_by).toMatchObject({ kind: 'user', name: 'Alberto Administración' });
    const byUser = await list({ as: 'operator' }, { 'where[user_id]': String(luis.id) });
    expect(byUser.body.data.map((r) => r.user_id)).toEqual([luis.id, luis.id]);
  });

  it('keeps tenants apart: another tenant sees none of these, and their ids are 404', async () => {
    const other = await list({ as: 'main_admin', tenant: OTHER_TENANT });
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
    const byId = await t.request('GET', api(`users/${carmen}/transactions`), {
      as: 'main_admin',
      tenant: OTHER_TENANT,
    });
    expect(byId.status).toBe(404);
    const post = await t.request('POST', api('transactions'), {
      as: 'main_admin',
      tenant: OTHER_TENANT,
      body: {
        transaction: {
          user_id: carmen,
          amount: '10',
          transaction_type: 'deposit',
          description: 'x',
        },
      },
    });
    expect(post.status).toBe(404);
    expect((await balanceOf(t, 'customer@despacho.test')).balance).toBe(500_000 - 12_700);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', api('transactions'))).status).toBe(401);
  });
});

describe('filters and paging', () => {
  it('finds the rows of one shipment by its number or its tracking number', async () => {
    const byNumber = await list(
      { as: 'operator' },
      { 'where[shipment_number]': String(shipmentA.number) },
    );
    expect(byNumber.body.data.map((r) => r.description)).toEqual(['Guía TRK-A-001']);
    const byTracking = await list({ as: 'operator' }, { 'where[tracking_number]': 'TRK-B-002' });
    expect(byTracking.body.data.map((r) => r.transaction_type).sort()).toEqual([
      'deposit',
      'withdraw',
    ]);
    expect(byTracking.body.data.every((r) => r.shipment?.number === shipmentB.number)).toBe(true);
    // A customer cannot reach another account's shipment through a filter.
    const foreign = await list({ as: 'customer' }, { 'where[tracking_number]': 'TRK-C-003' });
    expect(foreign.body.data).toEqual([]);
    const nothing = await list({ as: 'operator' }, { 'where[shipment_number]': '999999' });
    expect(nothing.body.pagination.total_objects).toBe(0);
  });

  it('finds one transaction by its number', async () => {
    const all = await list({ as: 'operator' });
    const target = all.body.data[2]!;
    const res = await list({ as: 'operator' }, { 'where[id]': String(target.sequential_id) });
    expect(res.body.data.map((r) => r.id)).toEqual([target.id]);
  });

  it('refuses a malformed filter per field', async () => {
    const res = await t.request('GET', api('transactions'), {
      as: 'operator',
      query: { 'where[shipment_number]': 'abc' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['where[shipment_number]']);
  });

  it('pages newest first, 10 a page by default', async () => {
    const all = await list({ as: 'customer' });
    const dates = all.body.data.map((r) => (r as unknown as { created_at: string }).created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = await t.request('GET', api('transactions'), {
      as: 'customer',
      query: { per_page: '3' },
    });
    const second = await t.request('GET', api('transactions'), {
      as: 'customer',
      query: { per_page: '3', page: '2' },
    });
    expect(first.body.pagination).toEqual({
      page: 1,
      per_page: 3,
      total_objects: 4,
      total_pages: 2,
    });
    expect([...first.body.data, ...second.body.data].map((r: Row) => r.id)).toEqual(
      all.body.data.map((r) => r.id),
    );
    const defaults = await t.request('GET', api('transactions'), { as: 'operator' });
    expect(defaults.body.pagination.per_page).toBe(10);
  });
});

describe('one user’s transactions (back office)', () => {
  it('answers the account with its rows for staff', async () => {
    const res = await t.request('GET', api(`users/${carmen}/transactions`), { as: 'operator' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: carmen,
      name: 'Carmen',
      last_name: 'Clienta',
      email: 'customer@despacho.test',
      balance: '4873.00',
    });
    expect(res.body.pagination.total_objects).toBe(4);
    const filtered = await t.request('GET', api(`users/${carmen}/transactions`), {
      as: 'operator',
      query: { 'where[tracking_number]': 'TRK-A-001' },
    });
    expect(filtered.body.data.length).toBe(1);
  });

  it('is staff-only and 404 for an unknown user', async () => {
    const customer = await t.request('GET', api(`users/${carmen}/transactions`), {
      as: 'customer',
    });
    expect(customer.status).toBe(403);
    const unknown = await t.request('GET', api('users/999999/transactions'), { as: 'admin' });
    expect(unknown.status).toBe(404);
  });
});

describe('staff deposits and withdrawals', () => {
  it('posts a cleared deposit and a withdrawal by the actor; the balance is the ledger', async () => {
    const deposit = await create('admin', {
      user_id: luis.id,
      amount: '250.50',
      transaction_type: 'deposit',
      description: 'Depósito por transferencia',
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body.data).toMatchObject({
      user_id: luis.id,
      amount: '250.50',
      transaction_type: 'deposit',
      status: 'cleared',
      description: 'Depósito por transferencia',
      created_by: { kind: 'user', name: 'Alberto Administración' },
      shipment: null,
    });
    const withdraw = await create('main_admin', {
      user_id: luis.id,
      amount: 100,
      transaction_type: 'withdraw',
      description: 'Ajuste',
    });
    expect(withdraw.status).toBe(201);
    expect(withdraw.body.data.amount).toBe('100.00');
    const after = await balanceOf(t, 'luis@despacho.test');
    expect(after).toEqual({ balance: 100_000 - 5_000 + 25_050 - 10_000, ledger: after.balance });
    const view = await t.request('GET', api(`users/${luis.id}/transactions`), { as: 'admin' });
    expect(view.body.user.balance).toBe('1100.50');
    // The customer sees the movements in their own list.
    const mine = await list({ token: luis.token });
    expect(mine.body.data[0]).toMatchObject({ description: 'Ajuste', amount: '100.00' });
  });

  it('refuses a withdrawal beyond the balance on the amount, writing nothing', async () => {
    const before = await balanceOf(t, 'luis@despacho.test');
    const rows = await ledgerCount(t);
    const res = await t.request('POST', api('transactions'), {
      as: 'admin',
      lang: 'en',
      body: {
        transaction: {
          user_id: luis.id,
          amount: (before.balance + 1) / 100,
          transaction_type: 'withdraw',
          description: 'Demasiado',
        },
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['amount']);
    expect(res.body.errors.amount[0]).toContain('$1,100.50');
    expect(await ledgerCount(t)).toBe(rows);
    expect(await balanceOf(t, 'luis@despacho.test')).toEqual(before);
    // Exactly the balance is allowed (down to zero).
    const all = await create('admin', {
      user_id: luis.id,
      amount: (before.balance / 100).toFixed(2),
      transaction_type: 'withdraw',
      description: 'Retiro total',
    });
    expect(all.status).toBe(201);
    expect((await balanceOf(t, 'luis@despacho.test')).balance).toBe(0);
  });

  it('answers bad input per field and writes nothing', async () => {
    const rows = await ledgerCount(t);
    const good = {
      user_id: carmen,
      amount: '10.00',
      transaction_type: 'deposit',
      description: 'Ok',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, amount: 0 }, 'amount'],
      [{ ...good, amount: '-5' }, 'amount'],
      [{ ...good, amount: '1.234' }, 'amount'],
      [{ ...good, amount: 'diez' }, 'amount'],
      [{ ...good, amount: '' }, 'amount'],
      [{ ...good, transaction_type: undefined }, 'transaction_type'],
      [{ ...good, transaction_type: 'refund' }, 'transaction_type'],
      [{ ...good, description: undefined }, 'description'],
      [{ ...good, description: '   ' }, 'description'],
      [{ ...good, description: 'x'.repeat(256) }, 'description'],
      [{ ...good, user_id: undefined }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const res = await create('admin', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const es = await create('admin', { ...good, amount: '1.234' });
    expect(es.body.errors.amount).toEqual(['Debe ser un importe con máximo 2 decimales']);
    expect(await ledgerCount(t)).toBe(rows);
  });

  it('lets only admin, main_admin and developer post, within the matrix', async () => {
    const body = (userId: number) => ({
      user_id: userId,
      amount: '1',
      transaction_type: 'deposit',
      description: 'Prueba',
    });
    const rows = await ledgerCount(t);
    expect((await create('customer', body(carmen))).status).toBe(403);
    expect((await create('operator', body(carmen))).status).toBe(403);
    // Admins do not manage main_admin or developer accounts; main_admins not developers'.
    const mainAdmin = await idOf(t, 'main_admin@despacho.test');
    const developer = await idOf(t, 'developer@despacho.test');
    expect((await create('admin', body(mainAdmin))).status).toBe(403);
    expect((await create('admin', body(developer))).status).toBe(403);
    expect((await create('main_admin', body(developer))).status).toBe(403);
    expect((await create('admin', body(999_999))).status).toBe(404);
    expect(await ledgerCount(t)).toBe(rows);
    expect((await create('developer', body(mainAdmin))).status).toBe(201);
  });

  it('sends money for a sub-user to the main account, saying so', async () => {
    const sofia = await idOf(t, 'sofia@despacho.test');
    const rows = await ledgerCount(t);
    const res = await create('admin', {
      user_id: sofia,
      amount: '10',
      transaction_type: 'deposit',
      description: 'Para Sofía',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.user_id[0]).toContain('customer@despacho.test');
    expect(await ledgerCount(t)).toBe(rows);
  });
});

describe('the body of POST transactions', () => {
  const movement = (description: string) => ({
    user_id: luis.id,
    amount: '12.34',
    transaction_type: 'deposit',
    description,
  });

  it('is wrapped by model like every other write; errors name the fields without the wrapper', async () => {
    const res = await t.request('POST', api('transactions'), {
      as: 'admin',
      body: { transaction: movement('Envuelto') },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ description: 'Envuelto', amount: '12.34' });
    expect(res.headers.deprecation).toBeUndefined();
    const rows = await ledgerCount(t);
    const bad = await t.request('POST', api('transactions'), {
      as: 'admin',
      body: { transaction: { ...movement('x'), amount: '-1' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['amount']);
    const empty = await t.request('POST', api('transactions'), { as: 'admin', body: {} });
    expect(empty.status).toBe(422);
    expect(await ledgerCount(t)).toBe(rows);
  });

  it('still takes the old unwrapped body until its sunset, saying it is deprecated', async () => {
    const res = await t.request('POST', api('transactions'), {
      as: 'admin',
      body: movement('Sin envolver'),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.description).toBe('Sin envolver');
    expect(res.headers.deprecation).toMatch(/^@\d+$/);
    expect(res.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    const bad = await t.request('POST', api('transactions'), {
      as: 'admin',
      body: { ...movement('x'), transaction_type: 'refund' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['transaction_type']);
  });
});

describe('spreadsheet of a user’s transactions', () => {
  it('is for developers only', async () => {
    for (const as of ['admin', 'main_admin', 'operator', 'customer'] as const) {
      const res = await t.request('GET', api(`users/${carmen}/transactions/export`), { as });
      expect(res.status, as).toBe(403);
    }
    const unknown = await t.request('GET', api('users/999999/transactions/export'), {
      as: 'developer',
    });
    expect(unknown.status).toBe(404);
  });

  it('downloads the rows with signed peso amounts, local dates and cleared totals', async () => {
    const res = await t.request('GET', api(`users/${carmen}/transactions/export`), {
      as: 'developer',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('filename="Carmen_Clienta.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Número',
      'Fecha',
      'Tipo',
      'Estado',
      'Monto (MXN)',
      'Descripción',
      'Envío',
      'Guía',
      'Registrado por',
    ]);
    const data = rows.slice(1, -3);
    expect(data.length).toBe(4);
    const label = data.find((r) => r[7] === 'TRK-A-001')!;
    expect(label.slice(2, 9)).toEqual([
      'Retiro',
      'Aplicado',
      -127,
      'Guía TRK-A-001',
      shipmentA.number,
      'TRK-A-001',
      'Sistema',
    ]);
    const seed = data.find((r) => r[5] === 'Saldo inicial de demostración')!;
    expect(seed[4]).toBe(5000);
    expect(seed[8]).toBe('Alberto Administración');
    // The date cell shows Monterrey's wall clock of the row's instant.
    const list = await t.request('GET', api(`users/${carmen}/transactions`), {
      as: 'developer',
      query: { 'where[shipment_number]': String(shipmentA.number) },
    });
    const instant = new Date(list.body.data[0].created_at);
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Monterrey',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(instant);
    expect((label[1] as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(local);
    const totals = rows.slice(-3).map((r) => [r[0], r[4]]);
    const balance = (await balanceOf(t, 'customer@despacho.test')).balance;
    expect(totals).toEqual([
      ['Depósitos aplicados', 5000 + 99.5],
      ['Retiros aplicados', -(127 + 99.5)],
      ['Neto aplicado', balance / 100],
    ]);
  });
});

// Last: it adds an account and rows the counts above do not expect.
describe('who wrote a row', () => {
  it('tells a customer staff acted only when staff did, not for their own purchases', async () => {
    // Ana buys a label herself.
    const ana = await customerWithBalance(t, 'ana@despacho.test', 10_000);
    const { shipmentId } = await labelCharge(t, ana.id, {
      tracking: 'TRK-D-004',
      cents: 4_000,
      by: ana.id,
    });
    const own = await list({ token: ana.token });
    const bought = own.body.data.find((r) => r.shipment?.id === shipmentId)!;
    expect(bought.created_by).toEqual({ kind: 'user', id: null, name: null, staff: false });
    const deposit = own.body.data.find((r) => r.transaction_type === 'deposit')!;
    expect(deposit.created_by.staff).toBe(false);
    // Staff see the buyer's name and that she is not staff.
    const seen = await list({ as: 'operator' }, { 'where[user_id]': String(ana.id) });
    const sameRow = seen.body.data.find((r) => r.id === bought.id)!;
    expect(sameRow.created_by).toEqual({
      kind: 'user',
      id: ana.id,
      name: 'Cliente Prueba',
      staff: false,
    });
  });
});
