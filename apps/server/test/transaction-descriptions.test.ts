import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { recoverPurchases } from '../src/jobs/shipment.jobs';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import { customerWithBalance, draftShipment, one, serviceIdOf } from './helpers/shipment-fixture';

/**
 * Issue 25: the ledger rows the product writes carry a code and its values, so an English reader
 * reads them in English; `description` keeps the Spanish text, and old rows keep theirs.
 */
let t: TestApp;
let ground: number;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
}, 120_000);
afterAll(async () => t?.close());

type Row = {
  id: number;
  transaction_type: string;
  description: string | null;
  description_code: string | null;
  description_params: Record<string, string | number> | null;
  shipment: { id: number; number: number } | null;
};

const rowsOfUser = async (token: string) => {
  const res = await t.request<{ data: Row[] }>('GET', api('transactions'), {
    token,
    query: { per_page: '100' },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

async function boughtLabel(token: string) {
  const id = await draftShipment(t, { token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token,
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return { id, number: res.body.data.shipment.sequential_id as number };
}

describe('ledger rows the product writes are sent as codes', () => {
  it('a label bought from the balance (the one-statement purchase) is label_purchase', async () => {
    const buyer = await customerWithBalance(t, 'codigo.compra@despacho.test', 100_000);
    const shipment = await boughtLabel(buyer.token);
    const debit = (await rowsOfUser(buyer.token)).find((r) => r.shipment?.id === shipment.id)!;
    expect(debit).toMatchObject({
      transaction_type: 'withdraw',
      description: `Guía del envío ${shipment.number}`,
      description_code: 'label_purchase',
      description_params: { shipment: shipment.number },
    });
  });

  it('a cancelled label is refunded as cancellation_refund', async () => {
    const buyer = await customerWithBalance(t, 'codigo.cancela@despacho.test', 100_000);
    const shipment = await boughtLabel(buyer.token);
    const res = await t.request('PUT', api(`shipments/${shipment.id}/cancel`), { as: 'admin' });
    expect(res.status).toBe(200);
    const refund = (await rowsOfUser(buyer.token)).find(
      (r) => r.shipment?.id === shipment.id && r.transaction_type === 'deposit',
    )!;
    expect(refund).toMatchObject({
      description: `Reembolso por cancelación del envío ${shipment.number}`,
      description_code: 'cancellation_refund',
      description_params: { shipment: shipment.number },
    });
  });

  it('a purchase that failed after the debit is refunded as label_refund', async () => {
    const buyer = await customerWithBalance(t, 'codigo.reembolso@despacho.test', 50_000);
    const id = await draftShipment(t, { token: buyer.token });
    const number = (
      await one<{ n: number }>(
        t,
        t.demoTenantId,
        sql`select sequential_id as n from shipments where id = ${id}`,
      )
    ).n;
    // What a process killed after the charge leaves behind: the attempt and its debit.
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      const [p] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into shipment_purchases (tenant_id, shipment_id, user_id, service_id, amount_cents, status, updated_at)
          values (${t.demoTenantId}, ${id}, ${buyer.id}, ${ground}, 12345, 'charging', now() - interval '10 minutes') returning id`),
      );
      await tx.execute(sql`insert into transactions (tenant_id, sequential_id, user_id, amount_cents, transaction_type, status, shipment_id, reference)
        values (${t.demoTenantId}, 910001, ${buyer.id}, 12345, 'withdraw', 'cleared', ${id}, ${`purchase:${p!.id}:debit`})`);
    });
    expect(await recoverPurchases(t.deps)).toBeGreaterThanOrEqual(1);
    const refund = (await rowsOfUser(buyer.token)).find(
      (r) => r.transaction_type === 'deposit' && r.shipment?.id === id,
    )!;
    expect(refund).toMatchObject({
      description: `Reembolso de la guía del envío ${number}`,
      description_code: 'label_refund',
      description_params: { shipment: number },
    });
  });

  it('a movement staff typed has no code and reads as typed', async () => {
    const buyer = await customerWithBalance(t, 'codigo.personal@despacho.test', 0);
    const res = await t.request('POST', api('transactions'), {
      as: 'admin',
      body: {
        transaction: {
          user_id: buyer.id,
          amount: 10,
          transaction_type: 'deposit',
          description: 'Bonificación por buen cliente',
        },
      },
    });
    expect(res.status).toBe(201);
    const [row] = await rowsOfUser(buyer.token);
    expect(row).toMatchObject({
      description: 'Bonificación por buen cliente',
      description_code: null,
      description_params: null,
    });
  });

  it('a row written before codes existed keeps its stored text', async () => {
    const buyer = await customerWithBalance(t, 'codigo.antiguo@despacho.test', 0);
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`insert into transactions (tenant_id, sequential_id, user_id, amount_cents, transaction_type, status, description)
        values (${t.demoTenantId}, 910002, ${buyer.id}, 500, 'deposit', 'cleared', 'Guía del envío 6')`),
    );
    const [row] = await rowsOfUser(buyer.token);
    expect(row).toMatchObject({
      description: 'Guía del envío 6',
      description_code: null,
      description_params: null,
    });
  });

  it('the code is history like the rest of the row: a settled row cannot be re-coded', async () => {
    const buyer = await customerWithBalance(t, 'codigo.historia@despacho.test', 100_000);
    const shipment = await boughtLabel(buyer.token);
    // Even the database's owner (past the app role's column grants) meets the guard.
    const refused = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.execute(sql`reset role`);
      await tx.execute(
        sql`update transactions set description_code = 'label_refund' where shipment_id = ${shipment.id}`,
      );
      return 'no error';
    }).catch((err: Error & { cause?: Error }) => err.cause?.message ?? err.message);
    expect(refused).toMatch(/is history/);
  });

  it("the spreadsheet words coded rows in the reader's language", async () => {
    const buyer = await customerWithBalance(t, 'codigo.hoja@despacho.test', 100_000);
    const shipment = await boughtLabel(buyer.token);
    const descriptions = async (lang: 'en' | 'es-MX') => {
      const res = await t.request('GET', api(`users/${buyer.id}/transactions/export`), {
        as: 'developer',
        lang,
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.raw as unknown as ArrayBuffer);
      const cells: unknown[] = [];
      book.worksheets[0]!.eachRow((row) => cells.push((row.values as unknown[])[6]));
      return cells;
    };
    expect(await descriptions('en')).toContain(`Label for shipment ${shipment.number}`);
    expect(await descriptions('es-MX')).toContain(`Guía del envío ${shipment.number}`);
  });
});
