import type { ShipmentParcel } from '@despacho/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import type { Logger } from '../../lib/logger';
import { hashPassword } from '../../lib/passwords';
import { createConfirmedUser } from '../../modules/auth/accounts.service';
import { post } from '../../modules/ledger/ledger.service';
import { codedDescription } from '../../modules/ledger/ledger-descriptions';
import { randomTrackingNumber } from '../../modules/shipments/tracking-number';
import { tenantBySlug } from '../../modules/tenants/tenants.service';
import { carriers, shipmentPurchases, shipments, trackingEvents, users } from '../schema';
import { nextSequence, withTenant } from '../tenant-tx';
import { DEMO_PASSWORD, DEMO_TENANT } from './demo-seed';

import {
  address,
  HOUR,
  loadCatalogue,
  LUISA,
  ORIGIN,
  plan,
  rateOf,
  scans,
  type Catalogue,
} from './demo-history-plan';

export const HISTORY_EMAIL = 'luisa@despacho.test';

/**
 * A second demo customer, "Luisa Tienda Luna" (luisa@despacho.test), with about 60 labels
 * bought over the last 60 days on Despacho Express's static services, so analytics has a
 * history to show on a fresh demo (`npm start` sets DEMO_HISTORY=1). Rows are written as a
 * purchase leaves them (shipment, attempt, full rate, tracking events) and the money goes
 * through the ledger: an opening deposit, one debit per label, a refund per cancelled one.
 * Skipped when the demo catalogue is missing or Luisa already has shipments. Returns how many
 * shipments it added.
 */
export async function seedDemoHistory(
  database: Database,
  log: Logger,
  publicUrl = 'http://localhost:3000',
  now = new Date(),
): Promise<number> {
  const tenant = await tenantBySlug(database.db, DEMO_TENANT);
  if (!tenant) return 0;
  const existing = await withTenant(database.db, tenant.id, (tx) => luisaWithShipments(tx));
  if (existing.hasShipments) {
    log.debug('demo history present; skipped');
    return 0;
  }
  const passwordHash = existing.id ? '' : await hashPassword(DEMO_PASSWORD);
  const added = await withTenant(database.db, tenant.id, async (tx) => {
    const again = await luisaWithShipments(tx);
    if (again.hasShipments) return 0;
    const catalogue = await loadCatalogue(tx, tenant.id);
    if (!catalogue) return 0;
    const luisaId =
      again.id ??
      (
        await createConfirmedUser(tx, tenant.id, {
          email: HISTORY_EMAIL,
          passwordHash,
          userType: 'customer',
          ...LUISA,
        })
      ).id;
    await tx.update(users).set({ fiscalDataVerified: true }).where(eq(users.id, luisaId));
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@despacho.test'));
    return writeHistory(
      tx,
      tenant.id,
      tenant.slug,
      tenant.timeZone,
      catalogue,
      luisaId,
      admin?.id ?? null,
      publicUrl,
      now,
    );
  });
  if (added) log.info({ shipments: added }, 'demo history seeded (luisa@despacho.test)');
  return added;
}

async function luisaWithShipments(tx: Tx): Promise<{ id: number | null; hasShipments: boolean }> {
  const [luisa] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, HISTORY_EMAIL));
  if (!luisa) return { id: null, hasShipments: false };
  const [one] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.userId, luisa.id))
    .limit(1);
  return { id: luisa.id, hasShipments: Boolean(one) };
}

async function writeHistory(
  tx: Tx,
  tenantId: number,
  slug: string,
  timeZone: string,
  c: Catalogue,
  luisaId: number,
  adminId: number | null,
  publicUrl: string,
  now: Date,
): Promise<number> {
  const planned = plan(now, timeZone).map((p) => {
    const [l, w, h] = p.sides;
    const volumetric = Math.round((l * w * h) / 50) / 100;
    return {
      ...p,
      volumetric,
      rate: rateOf(c, p.code, p.weight, volumetric, p.dest.extended),
    };
  });
  const charged = planned.reduce((n, p) => n + p.rate.total, 0);
  // The opening balance covers every label and leaves about 2,500.00 MXN to spend.
  await post(tx, {
    tenantId,
    userId: luisaId,
    type: 'deposit',
    amountCents: Math.ceil((charged + 250_000) / 100_000) * 100_000,
    status: 'cleared',
    ...codedDescription('demo_opening_balance'),
    createdBy: adminId,
    createdAt: new Date(now.getTime() - 61 * 24 * HOUR),
  });
  const sender = {
    name: 'Luisa Luna',
    company: 'Tienda Luna',
    email: HISTORY_EMAIL,
    phone: LUISA.phone,
  };
  const origin = address(c, ORIGIN, sender, 'Av. Constitución', '400');
  const taken = new Set<string>();
  for (const [i, p] of planned.entries()) {
    let number = randomTrackingNumber();
    while (taken.has(number)) number = randomTrackingNumber();
    taken.add(number);
    const deliveredAt = new Date(p.boughtAt.getTime() + p.deliveryHours * HOUR);
    const canceledAt = p.cancel ? new Date(p.boughtAt.getTime() + 3 * HOUR) : null;
    const delivered = !p.cancel && deliveredAt <= now;
    const events = p.cancel ? [] : scans(p.boughtAt, p.deliveryHours, p.dest.p, now);
    const [l, w, h] = p.sides;
    const parcel: ShipmentParcel = {
      parcel_type: 'box',
      length: l,
      width: w,
      height: h,
      distance_unit: 'cm',
      weight: p.weight,
      mass_unit: 'kg',
      volumetric_weight: p.volumetric,
      contents: p.contents,
      sat_product_id: null,
      declared_tax_value: '0.00',
      insure_package: false,
    };
    const recipient = { name: p.recipient, company: '', email: '', phone: '5512345678' };
    const [row] = await tx
      .insert(shipments)
      .values({
        tenantId,
        sequentialId: await nextSequence(tx, tenantId, 'shipments'),
        userId: luisaId,
        createdBy: luisaId,
        status: p.cancel ? 'canceled' : delivered ? 'delivered' : 'success',
        step: 'confirmed',
        origin,
        destination: address(c, p.dest.p, recipient, 'Calle Reforma', String(100 + i)),
        parcel,
        serviceId: Number(p.rate.service_id),
        carrierId: c.carrier.id,
        rate: p.rate,
        totalCents: p.rate.total,
        trackingNumber: number,
        trackingUrl: `${publicUrl}/track/${number}?tenant=${slug}`,
        trackingStatus: p.cancel ? 'canceled' : (events.at(-1)?.status ?? 'created'),
        trackingCheckedAt: delivered ? deliveredAt : now,
        labelCreatedAt: p.boughtAt,
        labelFormat: 'letter',
        canceledAt,
        deliveredAt: delivered ? deliveredAt : null,
        createdAt: new Date(p.boughtAt.getTime() - 10 * 60_000),
        updatedAt: canceledAt ?? (delivered ? deliveredAt : p.boughtAt),
      })
      .returning({ id: shipments.id, sequentialId: shipments.sequentialId });
    const [purchase] = await tx
      .insert(shipmentPurchases)
      .values({
        tenantId,
        shipmentId: row!.id,
        userId: luisaId,
        actorId: luisaId,
        serviceId: Number(p.rate.service_id),
        amountCents: p.rate.total,
        status: 'labeled',
        createdAt: p.boughtAt,
        updatedAt: p.boughtAt,
      })
      .returning({ id: shipmentPurchases.id });
    await post(tx, {
      tenantId,
      userId: luisaId,
      type: 'withdraw',
      amountCents: p.rate.total,
      status: 'cleared',
      ...codedDescription('label_purchase', { shipment: row!.sequentialId }),
      createdBy: luisaId,
      shipmentId: row!.id,
      reference: `purchase:${purchase!.id}:debit`,
      createdAt: p.boughtAt,
    });
    if (canceledAt)
      await post(tx, {
        tenantId,
        userId: luisaId,
        type: 'deposit',
        amountCents: p.rate.total,
        status: 'cleared',
        ...codedDescription('cancellation_refund', { shipment: row!.sequentialId }),
        createdBy: luisaId,
        shipmentId: row!.id,
        reference: `shipment:${row!.id}:cancel`,
        createdAt: canceledAt,
      });
    const base = { tenantId, shipmentId: row!.id, countryCode: 'MX' };
    await tx.insert(trackingEvents).values([
      {
        ...base,
        status: 'created',
        code: 'LABEL',
        description: '',
        occurredAt: p.boughtAt,
        countryCode: null,
      },
      ...events.map((e) => ({
        ...base,
        status: e.status,
        code: e.code,
        description: e.description,
        occurredAt: e.occurredAt,
        city: e.where.city,
        state: e.where.state,
      })),
      ...(canceledAt
        ? [
            {
              ...base,
              status: 'canceled',
              code: 'CANCELED',
              description: '',
              occurredAt: canceledAt,
              countryCode: null,
            },
          ]
        : []),
    ]);
  }
  // The counters a purchase moves: the account's shipments and the carrier's labels.
  await tx
    .update(users)
    .set({ totalShipments: sql`${users.totalShipments} + ${planned.length}` })
    .where(eq(users.id, luisaId));
  await tx
    .update(carriers)
    .set({ shipmentCount: sql`${carriers.shipmentCount} + ${planned.length}` })
    .where(eq(carriers.id, c.carrier.id));
  return planned.length;
}
