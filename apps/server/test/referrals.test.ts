import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import { post } from '../src/modules/ledger/ledger.service';
import { idOf, labelCharge } from './helpers/ledger-fixture';
import { one } from './helpers/shipment-fixture';
import { api, createTestApp, OTHER_TENANT, type TestApp } from './helpers/test-app';

let t: TestApp;
let code: string;

const signup = (email: string, name: string, referredBy: string) =>
  t.request('POST', api('registrations'), {
    ip: `10.96.0.${email.length}`,
    body: {
      user: {
        name,
        last_name: 'Referida',
        email,
        password: 'Secreta.123',
        phone: '8112345678',
        company: 'Tienda',
        shipments_per_month: '21-50',
        business_type: 'ecommerce',
        referred_by: referredBy,
      },
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  code = (await t.request('GET', api('registrations'), { as: 'customer' })).body.data.referral_code;
}, 60_000);
afterAll(async () => t?.close());

type Referral = { id: number; name: string; total: string };
const referrals = (opts: Parameters<TestApp['request']>[2]) =>
  t.request<{ data: Referral[]; pagination: { total_objects: number } }>(
    'GET',
    api('referrals'),
    opts,
  );

describe('referrals', () => {
  it('lists who signed up with my code and what they spent on labels, net of refunds', async () => {
    expect((await referrals({ as: 'customer' })).body.data).toEqual([]);
    const nora = await signup('nora@tienda.test', 'Nora', code.toLowerCase());
    expect(nora.status).toBe(201);
    const paco = await signup('paco@tienda.test', 'Paco', code);
    expect(paco.status).toBe(201);
    const noraId = nora.body.data.id as number;
    // Nora: a 200.00 label, an 80.00 label cancelled (refunded), a 500.00 deposit (not
    // spending) and a pending withdrawal (not cleared).
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      post(tx, {
        tenantId: t.demoTenantId,
        userId: noraId,
        type: 'deposit',
        amountCents: 50_000,
        status: 'cleared',
        description: 'Depósito',
        createdBy: null,
      }),
    );
    await labelCharge(t, noraId, { tracking: 'REF-1', cents: 20_000 });
    await labelCharge(t, noraId, { tracking: 'REF-2', cents: 8_000, refunded: true });
    const pending = await labelCharge(t, noraId, { tracking: 'REF-3', cents: 1_000 });
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      post(tx, {
        tenantId: t.demoTenantId,
        userId: noraId,
        type: 'withdraw',
        amountCents: 3_000,
        status: 'pending',
        description: 'Pendiente',
        createdBy: null,
        shipmentId: pending.shipmentId,
      }),
    );

    const res = await referrals({ as: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total_objects).toBe(2);
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'Paco Referida', total: '0.00' }),
      expect.objectContaining({ id: noraId, name: 'Nora Referida', total: '210.00' }),
    ]);
    // Only names and totals: no e-mails of the people referred.
    expect(JSON.stringify(res.body)).not.toContain('nora@tienda.test');
  });

  it('shows each user only their own referrals, within their tenant', async () => {
    expect((await referrals({ as: 'operator' })).body.data).toEqual([]);
    expect((await referrals({ as: 'admin' })).body.data).toEqual([]);
    // Someone in another tenant carrying the same code text is not Carmen's referral.
    const otherCustomer = await idOf(t, 'customer@otra.test', t.other.tenantId);
    await withTenant(t.database.db, t.other.tenantId, (tx) =>
      tx.execute(sql`update users set referred_by = ${code} where id = ${otherCustomer}`),
    );
    const other = await one<{ referred_by: string }>(
      t,
      t.other.tenantId,
      sql`select referred_by from users where id = ${otherCustomer}`,
    );
    expect(other.referred_by).toBe(code);
    const mine = await referrals({ as: 'customer' });
    expect(mine.body.data.map((r) => r.name).sort()).toEqual(['Nora Referida', 'Paco Referida']);
    const otherTenant = await referrals({ as: 'customer', tenant: OTHER_TENANT });
    expect(otherTenant.body.data).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.request('GET', api('referrals'))).status).toBe(401);
  });
});
