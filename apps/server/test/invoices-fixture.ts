import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { fiscalData } from '../src/db/schema';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import {
  startFinkokMockServer,
  type RunningFinkokMock,
} from '../src/integrations/pac/finkok/finkok.mock-server';
import { setSettings } from './helpers/payment-fixture';
import { api, type Role, type TestApp } from './helpers/test-app';

/** Shared set-up of the invoices tests: the mock PAC, the issuer, the CSD, deposits, receptors. */

const CSD = fileURLToPath(new URL('./fixtures/sat/csd/', import.meta.url));
export const SAT = fileURLToPath(new URL('./fixtures/sat/', import.meta.url));
export const CADENA_XSLT = `${SAT}xml/cfd/4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt`;

export const ISSUER = {
  invoicing: '1',
  invoicing_rfc: 'EKU9003173C9',
  invoicing_business_name: 'ESCUELA KEMPER URGATE',
  invoicing_fiscal_regime: '601',
  invoicing_postal_code: '42501',
  invoicing_serie: 'D',
  invoicing_product_key: '78102203',
  invoicing_api_key: 'demo',
  invoicing_api_secret: 'demo',
};

function csdForm(): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----csd${Math.random().toString(16).slice(2)}`;
  const file = (name: string, filename: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csd[password]"\r\n\r\n12345678a\r\n`,
    ),
    file('csd[certificate]', 'EKU9003173C9.cer', readFileSync(`${CSD}EKU9003173C9.cer`)),
    file('csd[private_key]', 'EKU9003173C9.key', readFileSync(`${CSD}EKU9003173C9.key`)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads SAT's test CSD (EKU9003173C9) as the tenant's admin would. */
export async function uploadCsd(t: TestApp): Promise<void> {
  const form = csdForm();
  const res = await t.request('POST', api('csds'), { as: 'admin', ...form });
  if (res.status !== 201) throw new Error(`CSD upload failed: ${res.status} ${res.text}`);
}

/** The mock Finkok on loopback and the demo tenant's issuer settings pointing at it. */
export async function setUpInvoicing(t: TestApp, opts: { csd?: boolean } = {}) {
  const pac: RunningFinkokMock = await startFinkokMockServer();
  await setSettings(t, { ...ISSUER, invoicing_pac_url: pac.url });
  if (opts.csd !== false) await uploadCsd(t);
  return pac;
}

export const userIdOf = async (t: TestApp, email: string, tenantId = t.demoTenantId) =>
  withTenant(t.database.db, tenantId, async (tx) => {
    const rows = await tx.execute(sql`select id from users where email = ${email}`);
    return Number(rowsOf<{ id: number }>(rows)[0]!.id);
  });

/** A cleared deposit (or withdrawal) written by staff; returns the transaction row. */
export async function staffMovement(
  t: TestApp,
  userId: number,
  amount: string,
  type: 'deposit' | 'withdraw' = 'deposit',
  tenant = 'demo',
): Promise<{ id: number; sequential_id: number }> {
  const res = await t.request('POST', api('transactions'), {
    as: 'admin',
    tenant,
    body: {
      transaction: { user_id: userId, amount, transaction_type: type, description: 'Recarga' },
    },
  });
  if (res.status !== 201) throw new Error(`deposit failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/** The receptor's fiscal data, as the customer's fiscal data form would save it. */
export async function giveFiscalData(t: TestApp, userId: number, tenantId = t.demoTenantId) {
  await withTenant(t.database.db, tenantId, async (tx) => {
    await tx.insert(fiscalData).values({
      tenantId,
      userId,
      businessName: 'MI TIENDITA EN LINEA',
      rfc: 'XAXX010101000',
      fiscalRegime: '616',
      paymentForm: '03',
      cfdiUse: 'S01',
      email: 'facturas@cliente.test',
      phone: '8112345678',
      street: 'Av. Constitución',
      number: '100',
      neighborhood: 'Centro',
      city: 'Monterrey',
      state: 'Nuevo León',
      countryId: 1,
      postalCode: '64000',
    });
  });
}

export const requestInvoice = (t: TestApp, transactionId: number, as: Role = 'customer') =>
  t.request('POST', api('invoices/request_invoice'), {
    as,
    body: { transaction_id: transactionId },
  });

export const generate = (t: TestApp, id: number, as: Role = 'admin') =>
  t.request('PUT', api(`invoices/${id}`), { as });

/** The invoice row as stored (status, xml, last_error…). */
export const invoiceRow = (t: TestApp, id: number) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const rows = await tx.execute(sql`select * from invoices where id = ${id}`);
    return rowsOf<Record<string, unknown>>(rows)[0]!;
  });

let fakeSequence = 900_000;

/**
 * A deposit row written as the product would never write it by hand: by the app (created_by
 * null), still pending, or dated in another month. The ledger's trigger applies it as usual.
 */
export async function rawDeposit(
  t: TestApp,
  userId: number,
  opts: { createdBy: number | null; status?: 'cleared' | 'pending'; createdAt?: Date },
): Promise<number> {
  fakeSequence += 1;
  return withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const rows = await tx.execute(sql`
      insert into transactions
        (tenant_id, sequential_id, user_id, amount_cents, transaction_type, status, created_by, created_at)
      values (${t.demoTenantId}, ${fakeSequence}, ${userId}, 50000, 'deposit',
              ${opts.status ?? 'cleared'}, ${opts.createdBy}, ${(opts.createdAt ?? new Date()).toISOString()})
      returning id`);
    return Number(rowsOf<{ id: number }>(rows)[0]!.id);
  });
}
