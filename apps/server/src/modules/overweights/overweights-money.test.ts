import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../test/helpers/mailbox';
import { one } from '../../../test/helpers/shipment-fixture';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { rowsOf, withTenant } from '../../db/tenant-tx';
import { verifyLedger } from '../ledger/ledger-verify';
import {
  balance,
  labelledShipment,
  newCustomer,
  PDF,
  record,
  setSetting,
  useOverweightsApp,
  type OverweightsWorld,
} from './overweights-test-kit';

let w: OverweightsWorld;
let t: TestApp;
useOverweightsApp((world) => {
  w = world;
  t = world.t;
});

const move = (
  id: number,
  action: string,
  who: { as?: 'admin' | 'customer' | 'operator' | 'developer'; token?: string } = { as: 'admin' },
) => t.request('PUT', api(`overweights/${id}/${action}`), who);

/** An unpaid overweight of 2 kg ($100.00) on a new shipment of `userId`. */
async function unpaid(userId: number, opts: { evidence?: boolean } = {}) {
  const s = await labelledShipment(w, userId, { billedKg: 3 });
  const res = await record(
    t,
    {
      shipment_id: String(s.number),
      carrier_weight: '4.5',
      evidence_description: 'Báscula de la paquetería',
    },
    opts.evidence ? { file: { name: 'bascula.pdf', type: 'application/pdf', bytes: PDF } } : {},
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, shipment: s };
}

const ledgerRows = (userId: number) =>
  withTenant(t.database.db, t.demoTenantId, async (tx) =>
    rowsOf<{
      transaction_type: string;
      amount_cents: string;
      description: string;
      reference: string;
    }>(
      await tx.execute(sql`select transaction_type, amount_cents, description, reference from transactions
        where user_id = ${userId} and reference like 'overweight:%' order by id`),
    ),
  );

describe('charging and refunding', () => {
  it('charges the balance once, with a ledger row a person can read, and refunds it to the centavo', async () => {
    const c = await newCustomer(t, 100_050);
    const o = await unpaid(c.id);
    const charged = await move(o.id, 'deduction');
    expect(charged.status).toBe(200);
    expect(charged.body.data).toMatchObject({
      status: 'paid',
      status_code: 1,
      actions: ['refund'],
    });
    expect(charged.body.data.charged_at).not.toBeNull();
    expect(await balance(t, c.id)).toBe(90_050);
    const refunded = await move(o.id, 'refund');
    expect(refunded.body.data).toMatchObject({ status: 'refunded', actions: [] });
    expect(await balance(t, c.id)).toBe(100_050);
    expect(await ledgerRows(c.id)).toEqual([
      {
        transaction_type: 'withdraw',
        amount_cents: expect.anything(),
        description: `Sobrepeso del envío ${o.shipment.number} (2 kg)`,
        reference: `overweight:${o.id}:charge`,
      },
      {
        transaction_type: 'deposit',
        amount_cents: expect.anything(),
        description: `Reembolso de sobrepeso del envío ${o.shipment.number}`,
        reference: `overweight:${o.id}:refund`,
      },
    ]);
    expect((await ledgerRows(c.id)).map((r) => Number(r.amount_cents))).toEqual([10_000, 10_000]);
    // The customer reads both rows in their transactions.
    const mine = await t.request('GET', api('transactions'), { token: c.token });
    const texts = mine.body.data.map((r: { description: string }) => r.description);
    expect(texts).toContain(`Sobrepeso del envío ${o.shipment.number} (2 kg)`);
  });

  it('charges exactly once under concurrent clicks', async () => {
    const c = await newCustomer(t, 50_000);
    const o = await unpaid(c.id);
    const replies = await Promise.all(Array.from({ length: 6 }, () => move(o.id, 'deduction')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.messages).toEqual([
      'El sobrepeso no está en un estado que permita esta acción',
    ]);
    expect(await ledgerRows(c.id)).toHaveLength(1);
    expect(await balance(t, c.id)).toBe(40_000);
    const refunds = await Promise.all(Array.from({ length: 4 }, () => move(o.id, 'refund')));
    expect(refunds.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(t, c.id)).toBe(50_000);
    expect(await ledgerRows(c.id)).toHaveLength(2);
  });

  it('refuses a charge the balance and credit line do not cover (402), and honours the credit line', async () => {
    const short = await newCustomer(t, 9_999);
    const o = await unpaid(short.id);
    const res = await move(o.id, 'deduction');
    expect(res.status).toBe(402);
    expect(await balance(t, short.id)).toBe(9_999);
    expect(
      (await t.request('GET', api(`overweights/${o.id}`), { as: 'admin' })).body.data.status,
    ).toBe('unpaid');
    expect(await ledgerRows(short.id)).toEqual([]);
    const shortEmail = (
      await one<{ email: string }>(
        t,
        t.demoTenantId,
        sql`select email from users where id = ${short.id}`,
      )
    ).email;
    expect(await lastMailTo(t, shortEmail)).toBeNull();
    const credit = await newCustomer(t, 2_000, 8_000);
    const o2 = await unpaid(credit.id);
    expect((await move(o2.id, 'deduction')).status).toBe(200);
    expect(await balance(t, credit.id)).toBe(-8_000);
  });

  it('e-mails the customer after the charge, with the kilos, amount, new balance and the evidence', async () => {
    const c = await newCustomer(t, 30_000);
    const o = await unpaid(c.id, { evidence: true });
    await move(o.id, 'deduction');
    const email = (
      await one<{ email: string }>(
        t,
        t.demoTenantId,
        sql`select email from users where id = ${c.id}`,
      )
    ).email;
    const mail = await lastMailTo(t, email);
    expect(mail).not.toBeNull();
    expect(mail!.subject).toBe(`Cargo por sobrepeso del envío ${o.shipment.number}`);
    expect(mail!.text).toContain(o.shipment.tracking);
    expect(mail!.text).toContain('2 kg');
    expect(mail!.text).toMatch(
      /Descontamos \$100\.00 MXN de tu saldo\. Tu saldo ahora es \$200\.00 MXN/,
    );
    expect(mail!.text).toContain('Evidencia de la paquetería: Báscula de la paquetería');
    expect(mail!.text).toContain('/overweights?');
  });

  it('refuses transitions from the wrong status (409) and to the wrong people (403)', async () => {
    const c = await newCustomer(t, 100_000);
    const o = await unpaid(c.id);
    expect((await move(o.id, 'refund')).status).toBe(409);
    expect((await move(o.id, 'cancel_rebate')).status).toBe(409);
    expect((await move(o.id, 'rebate', { token: c.token })).status).toBe(409);
    expect((await move(o.id, 'deduction', { token: c.token })).status).toBe(403);
    expect((await move(o.id, 'deduction', { as: 'operator' })).status).toBe(403);
    expect((await move(o.id, 'rebate')).status).toBe(403);
    // Another customer's overweight is absent.
    const other = await newCustomer(t, 0);
    expect((await move(o.id, 'rebate', { token: other.token })).status).toBe(404);
    expect((await move(999_999, 'deduction')).status).toBe(404);
  });
});

describe('rebates', () => {
  it('lets the owner dispute a paid overweight; staff cancel the dispute or accept it with a refund', async () => {
    const c = await newCustomer(t, 100_000);
    const o = await unpaid(c.id);
    await move(o.id, 'deduction');
    const seen = await t.request('GET', api(`overweights/${o.id}`), { token: c.token });
    expect(seen.body.data.actions).toEqual(['rebate']);
    const rebated = await move(o.id, 'rebate', { token: c.token });
    expect(rebated.status).toBe(200);
    expect(rebated.body.data).toMatchObject({ status: 'rebated', status_code: 2, actions: [] });
    expect(rebated.body.data.rebate_requested_at).not.toBeNull();
    const staffView = await t.request('GET', api(`overweights/${o.id}`), { as: 'admin' });
    expect(staffView.body.data.actions).toEqual(['refund', 'cancel_rebate']);
    const back = await move(o.id, 'cancel_rebate');
    expect(back.body.data.status).toBe('paid');
    expect(await balance(t, c.id)).toBe(90_000);
    await move(o.id, 'rebate', { token: c.token });
    const accepted = await move(o.id, 'refund');
    expect(accepted.body.data.status).toBe('refunded');
    expect(await balance(t, c.id)).toBe(100_000);
  });

  it('is refused while overweights_request_rebate is off', async () => {
    const c = await newCustomer(t, 100_000);
    const o = await unpaid(c.id);
    await move(o.id, 'deduction');
    await setSetting(t, 'overweights_request_rebate', '0');
    try {
      const seen = await t.request('GET', api(`overweights/${o.id}`), { token: c.token });
      expect(seen.body.data.actions).toEqual([]);
      const res = await move(o.id, 'rebate', { token: c.token });
      expect(res.status).toBe(409);
      expect(res.body.messages).toEqual([
        'Las solicitudes de reembolso de sobrepesos no están activadas',
      ]);
    } finally {
      await setSetting(t, 'overweights_request_rebate', '1');
    }
  });
});

describe('the ledger', () => {
  it('verifies after every movement above', async () => {
    const report = await verifyLedger(t.database.db);
    expect(report.drift).toEqual([]);
    const n = await one<{ n: string }>(
      t,
      t.demoTenantId,
      sql`select count(*) as n from transactions where reference like 'overweight:%'`,
    );
    expect(Number(n.n)).toBeGreaterThan(5);
  });
});
