import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import { api, createTestApp, type Role, type TestApp } from './helpers/test-app';
import {
  balanceOf,
  customerWithBalance,
  draftShipment,
  one,
  serviceIdOf,
} from './helpers/shipment-fixture';

let t: TestApp;
let ground: number;
let buyer: { id: number; token: string };
const EMAIL = 'acciones@despacho.test';

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  buyer = await customerWithBalance(t, EMAIL, 500_000);
});
afterAll(async () => t?.close());

/** A bought GenericCarrier shipment of the test customer. */
async function bought(): Promise<number> {
  const id = await draftShipment(t, { token: buyer.token });
  const res = await t.request('POST', api(`shipments/${id}/rates`), {
    token: buyer.token,
    body: { rate: { service_id: ground, is_pickup: false, is_from_app: true } },
  });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return id;
}

const act = (id: number, action: string, who: { as?: Role; token?: string }) =>
  t.request('PUT', api(`shipments/${id}/${action}`), { ...who, lang: 'en' });

describe('cancellation', () => {
  it('the owner asks the same day, an admin cancels, the balance is back to the centavo, once', async () => {
    const before = await balanceOf(t, EMAIL);
    const id = await bought();
    const afterBuy = await balanceOf(t, EMAIL);
    expect(afterBuy.balance).toBeLessThan(before.balance);

    const asked = await act(id, 'request_cancellation', { token: buyer.token });
    expect(asked.status).toBe(200);
    expect(asked.body.data.status).toBe('pending_cancellation');
    expect(asked.body.data.actions.cancel).toBe(false); // the customer may not cancel

    expect((await act(id, 'cancel', { token: buyer.token })).status).toBe(403);
    const [first, second] = await Promise.all([
      act(id, 'cancel', { as: 'admin' }),
      act(id, 'cancel', { as: 'admin' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(t, EMAIL)).toEqual(before);
    const again = await act(id, 'cancel', { as: 'developer' });
    expect(again.status).toBe(409);
    expect(again.body.messages[0]).toMatch(/status/);
    expect(await balanceOf(t, EMAIL)).toEqual(before);
    // The recipient's tracking page says it was cancelled.
    const tracking = (first.status === 200 ? first : second).body.data.tracking_number;
    const pub = await t.request('GET', api(`tracking/${tracking}`));
    expect(pub.body.data.status).toBe('canceled');
    expect(pub.body.data.events.map((e: { status: string }) => e.status)).toEqual([
      'created',
      'canceled',
    ]);
  });

  it('is refused the day after the label, with the reason', async () => {
    const id = await bought();
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(
        sql`update shipments set label_created_at = now() - interval '2 days' where id = ${id}`,
      ),
    );
    const res = await act(id, 'request_cancellation', { token: buyer.token });
    expect(res.status).toBe(409);
    expect(res.body.messages[0]).toMatch(/same day|day the label/);
  });

  it('an admin may reject a request: back to success', async () => {
    const id = await bought();
    await act(id, 'request_cancellation', { token: buyer.token });
    expect((await act(id, 'reject_cancel_shipment', { as: 'operator' })).status).toBe(403);
    const res = await act(id, 'reject_cancel_shipment', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('success');
    expect((await act(id, 'reject_cancel_shipment', { as: 'admin' })).status).toBe(409);
  });
});

describe('deliver and delete', () => {
  it('only a developer delivers a confirmed shipment; delete refuses a bought one', async () => {
    const id = await bought();
    expect((await act(id, 'deliver', { as: 'admin' })).status).toBe(403);
    const delivered = await act(id, 'deliver', { as: 'developer' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({
      status: 'delivered',
      tracking_status: 'delivered',
    });
    const del = await t.request('DELETE', api(`shipments/${id}`), { as: 'developer', lang: 'en' });
    expect(del.status).toBe(409);
    const draft = await draftShipment(t, { token: buyer.token });
    expect((await act(draft, 'deliver', { as: 'developer' })).status).toBe(409);
  });
});

describe('label files', () => {
  it('serves the letter PDF, the 4×6 PDF and ZPL of a platform label, and the NOTA to staff only', async () => {
    const id = await bought();
    const letter = await t.request('GET', api(`shipments/${id}/label`), {
      token: buyer.token,
      query: { format: 'letter' },
    });
    const thermal = await t.request('GET', api(`shipments/${id}/label`), {
      token: buyer.token,
      query: { format: 'thermal' },
    });
    const zpl = await t.request('GET', api(`shipments/${id}/label`), {
      token: buyer.token,
      query: { format: 'zpl' },
    });
    expect(letter.raw.subarray(0, 4).toString()).toBe('%PDF');
    expect(thermal.raw.subarray(0, 4).toString()).toBe('%PDF');
    expect(letter.raw.equals(thermal.raw)).toBe(false);
    expect(zpl.text.startsWith('^XA')).toBe(true);
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(zpl.text).toContain(s.body.data.tracking_number);
    expect(s.body.data.label_formats).toEqual(['letter', 'thermal', 'zpl']);
    // Names that tell the formats apart: number, carrier, tracking number, page (issue 17 §9).
    const base = `${s.body.data.sequential_id}-GenericCarrier-${s.body.data.tracking_number}`;
    expect(String(letter.headers['content-disposition'])).toBe(
      `attachment; filename="${base}-label-letter.pdf"`,
    );
    expect(String(thermal.headers['content-disposition'])).toBe(
      `attachment; filename="${base}-label-4x6.pdf"`,
    );
    expect(String(zpl.headers['content-disposition'])).toBe(
      `attachment; filename="${base}-label-4x6.zpl"`,
    );

    expect(
      (await t.request('GET', api(`shipments/${id}/nota`), { token: buyer.token })).status,
    ).toBe(403);
    const nota = await t.request('GET', api(`shipments/${id}/nota`), { as: 'operator' });
    expect(nota.status).toBe(200);
    expect(nota.raw.subarray(0, 4).toString()).toBe('%PDF');
    expect(String(nota.headers['content-disposition'])).toBe(
      `attachment; filename="${base}-nota.pdf"`,
    );

    const bad = await t.request('GET', api(`shipments/${id}/label`), {
      token: buyer.token,
      query: { format: 'png' },
    });
    expect(bad.status).toBe(422);
    const draft = await draftShipment(t, { token: buyer.token });
    expect(
      (await t.request('GET', api(`shipments/${draft}/label`), { token: buyer.token })).status,
    ).toBe(409);
  });
});

describe('the tenant’s label format (nota_label_format)', () => {
  const setFormat = (value: string) =>
    withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update settings set value = ${value} where key = 'nota_label_format'`),
    );
  const pageSize = (pdf: Buffer) =>
    /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/.exec(pdf.toString('latin1'))?.slice(1, 3);

  it('4x6 makes the platform’s labels 4×6 unless the payer chose a format of their own', async () => {
    await setFormat('4x6');
    try {
      const id = await bought();
      const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
      expect(s.body.data.label_format).toBe('thermal');
      expect(s.body.data.label_formats[0]).toBe('thermal');
      const label = await t.request('GET', api(`shipments/${id}/label`), { token: buyer.token });
      expect(pageSize(label.raw)).toEqual(['288', '432']);
      expect(String(label.headers['content-disposition'])).toMatch(/-label-4x6\.pdf"$/);

      // A payer's own preference (letter PDF) wins over the tenant's default.
      await withTenant(t.database.db, t.demoTenantId, (tx) =>
        tx.execute(sql`update users set preferences = '{"label_printing_format":"pdf"}'
          where id = ${buyer.id}`),
      );
      const own = await bought();
      const mine = await t.request('GET', api(`shipments/${own}`), { token: buyer.token });
      expect(mine.body.data.label_format).toBe('letter');
    } finally {
      await setFormat('letter');
      await withTenant(t.database.db, t.demoTenantId, (tx) =>
        tx.execute(sql`update users set preferences = '{}' where id = ${buyer.id}`),
      );
    }
  });

  it('letter (the default) keeps letter labels', async () => {
    const id = await bought();
    const s = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(s.body.data.label_format).toBe('letter');
    const label = await t.request('GET', api(`shipments/${id}/label`), { token: buyer.token });
    expect(pageSize(label.raw)).toEqual(['612', '792']);
  });
});

describe('CSV export', () => {
  it('is for developers or users with export_csv_visible, and streams the filtered list', async () => {
    const id = await bought();
    expect(
      (await t.request('POST', api('shipments/export_csv'), { token: buyer.token })).status,
    ).toBe(403);
    expect((await t.request('POST', api('shipments/export_csv'), { as: 'admin' })).status).toBe(
      403,
    );
    const res = await t.request('POST', api('shipments/export_csv'), {
      as: 'developer',
      query: { 'where[status]': 'success' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,created_at,status/);
    const row = await one<{ sequential_id: number }>(
      t,
      t.demoTenantId,
      sql`select sequential_id from shipments where id = ${id}`,
    );
    expect(lines.some((l) => l.startsWith(`${row.sequential_id},`))).toBe(true);
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'success')).toBe(true);

    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update users set export_csv_visible = true where id = ${buyer.id}`),
    );
    const own = await t.request('POST', api('shipments/export_csv'), { token: buyer.token });
    expect(own.status).toBe(200);
    expect(own.text).toContain(EMAIL);
    expect(own.text).not.toContain('customer@despacho.test');
  });

  it('defuses spreadsheet formulas in what people typed', async () => {
    const { csvField } = await import('../src/modules/shipments/shipments-export');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('a,b')).toBe('"a,b"');
  });
});
