import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { customerWithBalance, one } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, type Role, type TestApp } from '../../../test/helpers/test-app';
import { nextSequence, rowsOf, withTenant } from '../../db/tenant-tx';

/**
 * What the overweight tests share: the demo tenant with its catalogue, the section switched on,
 * one service priced at $50.00 per extra kilo, and labelled shipments made directly (a bought
 * label's row: tracking number, the rate's chargeable weight, the service and carrier).
 */
export const PRICE_CENTS = 5000;

export interface OverweightsWorld {
  t: TestApp;
  serviceId: number;
  carrierId: number;
}

export function useOverweightsApp(started: (w: OverweightsWorld) => void) {
  let t!: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoCatalogue: true });
    const s = await one<{ id: number; carrier_id: number }>(
      t,
      t.demoTenantId,
      sql`select id, carrier_id from services order by id limit 1`,
    );
    await withTenant(t.database.db, t.demoTenantId, async (tx) => {
      await tx.execute(
        sql`update services set extra_kg_overweight_price_cents = ${PRICE_CENTS} where id = ${s.id}`,
      );
    });
    await setSetting(t, 'overweights', '1');
    await setSetting(t, 'overweights_request_rebate', '1');
    started({ t, serviceId: s.id, carrierId: s.carrier_id });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
}

export async function setSetting(t: TestApp, key: string, value: string, tenantId?: number) {
  await withTenant(t.database.db, tenantId ?? t.demoTenantId, async (tx) => {
    await tx.execute(sql`update settings set value = ${value} where key = ${key}`);
  });
}

let trackings = 0;

/** A labelled shipment of `userId` whose rate paid for `billedKg`; answers its id and number. */
export async function labelledShipment(
  w: OverweightsWorld,
  userId: number,
  opts: { billedKg?: number; tracking?: string; status?: string; tenantId?: number } = {},
): Promise<{ id: number; number: number; tracking: string }> {
  const tenantId = opts.tenantId ?? w.t.demoTenantId;
  const tracking = opts.tracking ?? `7946${String(++trackings).padStart(8, '0')}`;
  const rate = { chargeable_weight: opts.billedKg ?? 3, service_id: String(w.serviceId) };
  const parcel = { weight: 2.5, volumetric_weight: 1.8, length: 30, width: 20, height: 15 };
  return withTenant(w.t.database.db, tenantId, async (tx) => {
    const number = await nextSequence(tx, tenantId, 'shipments');
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into shipments (tenant_id, sequential_id, user_id, status, step, total_cents,
          tracking_number, label_created_at, service_id, carrier_id, rate, parcel)
        values (${tenantId}, ${number}, ${userId}, ${opts.status ?? 'success'}, 'confirmed', 15000,
          ${tracking}, now(), ${tenantId === w.t.demoTenantId ? w.serviceId : null},
          ${tenantId === w.t.demoTenantId ? w.carrierId : null},
          ${JSON.stringify(rate)}::jsonb, ${JSON.stringify(parcel)}::jsonb)
        returning id`),
    );
    return { id: row!.id, number, tracking };
  });
}

let customers = 0;
/** A customer with this balance (and credit line), signed in. */
export async function newCustomer(t: TestApp, cents: number, creditCents = 0) {
  const c = await customerWithBalance(t, `sobrepeso-${++customers}@despacho.test`, cents);
  if (creditCents)
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update users set credit_limit_cents = ${creditCents} where id = ${c.id}`),
    );
  return c;
}

export const demoCustomerId = (t: TestApp) =>
  one<{ id: number }>(
    t,
    t.demoTenantId,
    sql`select id from users where email = ${t.emailOf('customer')}`,
  ).then((r) => r.id);

type Who = { as: Role } | { token: string };

/** A multipart/form-data body of text fields and, if given, one file (as a browser sends it). */
export function form(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; bytes: Buffer },
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----ow${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'evidence_file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST overweights as multipart, with an optional evidence file. */
export function record(
  t: TestApp,
  fields: Record<string, string>,
  opts: { who?: Who; file?: { name: string; type: string; bytes: Buffer }; lang?: 'en' } = {},
) {
  const who = opts.who ?? { as: 'admin' as Role };
  const m = form(fields, opts.file);
  return t.request('POST', api('overweights'), {
    ...who,
    body: m.body,
    headers: m.headers,
    ...(opts.lang ? { lang: opts.lang } : {}),
  });
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

export const balance = (t: TestApp, userId: number) =>
  one<{ b: string }>(
    t,
    t.demoTenantId,
    sql`select balance_cents as b from users where id = ${userId}`,
  ).then((r) => Number(r.b));
