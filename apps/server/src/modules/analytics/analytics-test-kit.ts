import { sql } from 'drizzle-orm';
import { customerWithBalance } from '../../../test/helpers/shipment-fixture';
import type { TestApp } from '../../../test/helpers/test-app';
import { nextSequence, rowsOf, withTenant } from '../../db/tenant-tx';

/**
 * A seeded set of shipments for the analytics tests, written as purchases leave them: status,
 * total, the full rate breakdown (every layer), label and delivery instants. The demo tenant
 * keeps Monterrey's clock (UTC−6), so 05:30 UTC on 1 March is still 28 February there.
 */
export interface SeedShipment {
  userId: number;
  status: string;
  totalCents: number;
  /** The label's instant; null for a manual carrier's shipment still waiting for it. */
  labelAt: string | null;
  createdAt?: string;
  deliveredAt?: string;
  rate?: {
    subtotal: number;
    system_amount: number;
    tenant_amount: number;
    admin_amount: number;
    discount: number;
    chargeable_weight: number;
    carrier_name: string;
    service_name: string;
  };
}

export async function seedShipment(
  t: TestApp,
  s: SeedShipment,
  tenantId = t.demoTenantId,
): Promise<number> {
  return withTenant(t.database.db, tenantId, async (tx) => {
    const number = await nextSequence(tx, tenantId, 'shipments');
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into shipments (tenant_id, sequential_id, user_id, status, step, total_cents,
          label_created_at, delivered_at, created_at, rate)
        values (${tenantId}, ${number}, ${s.userId}, ${s.status},
          ${s.status === 'pending' ? 'rating' : 'confirmed'}, ${s.totalCents}, ${s.labelAt},
          ${s.deliveredAt ?? null}, ${s.createdAt ?? s.labelAt ?? new Date().toISOString()},
          ${s.rate ? JSON.stringify({ ...s.rate, total: s.totalCents }) : null}::jsonb)
        returning id`),
    );
    return row!.id;
  });
}

export async function seedOverweight(
  t: TestApp,
  o: { shipmentId: number; userId: number; amountCents: number; status: string; at: string },
) {
  await withTenant(t.database.db, t.demoTenantId, (tx) =>
    tx.execute(sql`
      insert into overweights (tenant_id, shipment_id, user_id, tracking_number, billed_weight_g,
        carrier_weight_g, overweight_g, unit_price_cents, amount_cents, status, created_at)
      values (${t.demoTenantId}, ${o.shipmentId}, ${o.userId}, ${`T${o.shipmentId}`}, 2000, 3000,
        1000, ${o.amountCents}, ${o.amountCents}, ${o.status}, ${o.at})`),
  );
}

export const userIdOf = async (t: TestApp, email: string) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) =>
    rowsOf<{ id: number }>(await tx.execute(sql`select id from users where email = ${email}`)),
  ).then((r) => r[0]!.id);

const EXPRESS = { carrier_name: 'Despacho Express', service_name: 'Día siguiente' };
const FEDEX = { carrier_name: 'FedEx', service_name: 'Express' };

/**
 * Carmen: A (28 Feb local, the worked example of rating.md §10: 153.35), B (1 Mar, delivered
 * 2.5 days later: 279.00), C (cancelled), D (a draft), F (a manual carrier's, no label yet,
 * 3 Mar: 50.00), G (4 Mar, after the range). Rosa: E (2 Mar: 200.00). Overweights: Carmen's
 * on B (150.00, paid) and on A (refunded), Rosa's on E (70.00, unpaid). Another tenant's
 * shipment on the same day.
 */
export async function seedWorld(t: TestApp) {
  const carmen = await userIdOf(t, t.emailOf('customer'));
  const rosa = (await customerWithBalance(t, 'rosa.analitica@despacho.test', 0)).id;
  const a = await seedShipment(t, {
    userId: carmen,
    status: 'success',
    totalCents: 15335,
    labelAt: '2026-03-01T05:30:00Z',
    rate: {
      subtotal: 10000,
      system_amount: 1500,
      tenant_amount: 2300,
      admin_amount: 3070,
      discount: 1535,
      chargeable_weight: 2.5,
      ...EXPRESS,
    },
  });
  const b = await seedShipment(t, {
    userId: carmen,
    status: 'delivered',
    totalCents: 27900,
    labelAt: '2026-03-01T06:30:00Z',
    deliveredAt: '2026-03-03T18:30:00Z',
    rate: {
      subtotal: 15000,
      system_amount: 5000,
      tenant_amount: 3000,
      admin_amount: 4900,
      discount: 0,
      chargeable_weight: 5,
      ...FEDEX,
    },
  });
  await seedShipment(t, {
    userId: carmen,
    status: 'canceled',
    totalCents: 10000,
    labelAt: '2026-03-02T18:00:00Z',
    rate: {
      subtotal: 8000,
      system_amount: 500,
      tenant_amount: 500,
      admin_amount: 1000,
      discount: 0,
      chargeable_weight: 1,
      ...FEDEX,
    },
  });
  await seedShipment(t, {
    userId: carmen,
    status: 'pending',
    totalCents: 0,
    labelAt: null,
    createdAt: '2026-03-02T18:00:00Z',
  });
  const e = await seedShipment(t, {
    userId: rosa,
    status: 'success',
    totalCents: 20000,
    labelAt: '2026-03-02T18:00:00Z',
    rate: {
      subtotal: 12000,
      system_amount: 2000,
      tenant_amount: 3000,
      admin_amount: 3000,
      discount: 0,
      chargeable_weight: 4,
      ...FEDEX,
    },
  });
  await seedShipment(t, {
    userId: carmen,
    status: 'success',
    totalCents: 5000,
    labelAt: null,
    createdAt: '2026-03-03T17:00:00Z',
    rate: {
      subtotal: 3000,
      system_amount: 1000,
      tenant_amount: 500,
      admin_amount: 500,
      discount: 0,
      chargeable_weight: 0.5,
      carrier_name: 'Manual',
      service_name: 'Local',
    },
  });
  await seedShipment(t, {
    userId: carmen,
    status: 'success',
    totalCents: 9999,
    labelAt: '2026-03-04T06:10:00Z',
    rate: {
      subtotal: 9000,
      system_amount: 500,
      tenant_amount: 200,
      admin_amount: 299,
      discount: 0,
      chargeable_weight: 1,
      ...EXPRESS,
    },
  });
  await seedShipment(
    t,
    {
      userId: t.other.customerId,
      status: 'success',
      totalCents: 77700,
      labelAt: '2026-03-02T18:00:00Z',
      rate: {
        subtotal: 1,
        system_amount: 1,
        tenant_amount: 1,
        admin_amount: 1,
        discount: 0,
        chargeable_weight: 1,
        ...FEDEX,
      },
    },
    t.other.tenantId,
  );
  await seedOverweight(t, {
    shipmentId: b,
    userId: carmen,
    amountCents: 15000,
    status: 'paid',
    at: '2026-03-02T12:00:00Z',
  });
  await seedOverweight(t, {
    shipmentId: a,
    userId: carmen,
    amountCents: 5000,
    status: 'refunded',
    at: '2026-03-02T12:00:00Z',
  });
  await seedOverweight(t, {
    shipmentId: e,
    userId: rosa,
    amountCents: 7000,
    status: 'unpaid',
    at: '2026-03-03T12:00:00Z',
  });
  return { carmen, rosa };
}
