import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-tx';
import { refreshAllTracking } from '../../jobs/shipment.jobs';
import { syncProvidersOfAllTenants } from '../providers/providers.seed';
import { multipartFile } from '../../../test/helpers/multipart';
import {
  balanceOf,
  customerWithBalance,
  draftShipment,
  monterrey,
  one,
  romaNorte,
  serviceIdOf,
} from '../../../test/helpers/shipment-fixture';
import {
  api,
  createTestApp,
  OTHER_TENANT,
  type Role,
  type TestApp,
} from '../../../test/helpers/test-app';

let t: TestApp;
let manual: number;
let ground: number;
let buyer: { id: number; token: string };
const EMAIL = 'manual@despacho.test';

/** A small but real-looking PDF (the server reads its first bytes only). */
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << >>\n%%EOF\n`);

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  manual = await one<{ id: number }>(
    t,
    t.demoTenantId,
    sql`select s.id from services s join carriers c on c.id = s.carrier_id
        join providers p on p.id = c.provider_id where p.code = 'Manual'`,
  ).then((r) => r.id);
  ground = await serviceIdOf(t, 'TERRESTRE');
  buyer = await customerWithBalance(t, EMAIL, 500_000);
}, 120_000);
afterAll(async () => t?.close());

const buy = (id: number, serviceId: number, key?: string) =>
  t.request('POST', api(`shipments/${id}/rates`), {
    token: buyer.token,
    headers: key ? { 'idempotency-key': key } : {},
    body: { rate: { service_id: serviceId, is_pickup: false, is_from_app: true } },
  });

async function boughtManual(): Promise<number> {
  const id = await draftShipment(t, { token: buyer.token });
  const res = await buy(id, manual);
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return id;
}

const upload = (
  id: number,
  who: { as?: Role; token?: string },
  opts: { bytes?: Buffer | null; tracking?: string; name?: string; tenant?: string } = {},
) => {
  const fields = { id: String(id), tracking_number: opts.tracking ?? '7700123456' };
  const form =
    opts.bytes === null
      ? {
          body: Buffer.from(
            Object.entries(fields)
              .map(([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
              .join('') + '--b--\r\n',
          ),
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
        }
      : multipartFile(
          'files[]',
          opts.name ?? 'guia.pdf',
          'application/pdf',
          opts.bytes ?? pdf('label'),
          fields,
        );
  return t.request('POST', api(`shipments/${id}/upload_label`), {
    ...who,
    lang: 'en',
    headers: form.headers,
    body: form.body,
    ...(opts.tenant ? { tenant: opts.tenant } : {}),
  });
};

const label = (id: number, format?: string) =>
  t.request('GET', api(`shipments/${id}/label`), {
    token: buyer.token,
    ...(format ? { query: { format } } : {}),
  });

describe('buying a manual service', () => {
  it('debits once (one ledger row, the balance), confirms with no carrier call and no label', async () => {
    const before = await balanceOf(t, EMAIL);
    const id = await draftShipment(t, { token: buyer.token });
    const rates = await t.request('GET', api(`shipments/${id}/rates`), { token: buyer.token });
    const offered = rates.body.data.rates.find(
      (r: { service_id: string }) => Number(r.service_id) === manual,
    );
    // Priced from its table like the platform's own services.
    expect(offered).toMatchObject({ carrier_name: 'Envío manual', service_name: 'Estándar' });
    const [first, again] = [
      await buy(id, manual, 'manual-key-1'),
      await buy(id, manual, 'manual-key-1'),
    ];
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const s = first.body.data.shipment;
    expect(s).toMatchObject({
      source: 'manual',
      status: 'success',
      step: 'confirmed',
      tracking_number: null,
      label_created_at: null,
      manual_label: null,
    });
    expect(s.actions.download_label).toBe(false);
    expect(s.actions.upload_label).toBe(false); // a customer never uploads
    const after = await balanceOf(t, EMAIL);
    expect(before.balance - after.balance).toBe(Math.round(Number(s.total) * 100));
    expect(after.ledger).toBe(after.balance);
    expect(Number(first.body.data.user.balance)).toBe(after.balance / 100);
    const rows = await one<{ n: number }>(
      t,
      t.demoTenantId,
      sql`select count(*)::int as n from transactions where shipment_id = ${id}`,
    );
    expect(rows.n).toBe(1);
    // The label is not there yet.
    expect((await label(id)).status).toBe(409);
  });

  it('the tracking job skips a manual shipment without a number and does not fail with one', async () => {
    const id = await boughtManual();
    await expect(refreshAllTracking(t.deps)).resolves.toBeTypeOf('number');
    const before = await one<{ checked: Date | null }>(
      t,
      t.demoTenantId,
      sql`select tracking_checked_at as checked from shipments where id = ${id}`,
    );
    expect(before.checked).toBeNull();
    expect((await upload(id, { as: 'admin' }, { tracking: '55500011' })).status).toBe(200);
    await expect(refreshAllTracking(t.deps)).resolves.toBeTypeOf('number');
    const after = await one<{ checked: Date | null; status: string }>(
      t,
      t.demoTenantId,
      sql`select tracking_checked_at as checked, status from shipments where id = ${id}`,
    );
    expect(after.checked).not.toBeNull();
    expect(after.status).toBe('success');
  });

  it('cancelling a labelled manual shipment refunds it without asking any carrier', async () => {
    const before = await balanceOf(t, EMAIL);
    const id = await boughtManual();
    expect((await upload(id, { as: 'admin' }, { tracking: '55500022' })).status).toBe(200);
    const res = await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('canceled');
    expect(await balanceOf(t, EMAIL)).toEqual(before);
  });
});

describe('POST shipments/{id}/upload_label', () => {
  it('is refused to customers and operators (403)', async () => {
    const id = await boughtManual();
    expect((await upload(id, { token: buyer.token })).status).toBe(403);
    expect((await upload(id, { as: 'customer' })).status).toBe(403);
    expect((await upload(id, { as: 'operator' })).status).toBe(403);
  });

  it('checks the file by its bytes, the number as digits, and the file is required (422)', async () => {
    const id = await boughtManual();
    const html = await upload(id, { as: 'admin' }, { bytes: Buffer.from('<html>hola</html>') });
    expect(html.status).toBe(422);
    expect(html.body.errors.files[0]).toMatch(/PDF/);
    const letters = await upload(id, { as: 'admin' }, { tracking: 'ABC123' });
    expect(letters.status).toBe(422);
    expect(letters.body.errors.tracking_number[0]).toMatch(/digits/);
    const missing = await upload(id, { as: 'admin' }, { bytes: null, tracking: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['files', 'tracking_number']);
    // A PDF named .png is still a PDF; a PNG named .pdf is not.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(id, { as: 'admin' }, { bytes: png, name: 'x.pdf' })).status).toBe(422);
    // Nothing changed.
    const s = await t.request('GET', api(`shipments/${id}`), { as: 'admin' });
    expect(s.body.data.tracking_number).toBeNull();
  });

  it("answers 404 for another tenant's shipment and refuses a shipment that is not manual", async () => {
    const mx = await one<{ id: number }>(
      t,
      t.other.tenantId,
      sql`select id from countries where code = 'MX'`,
    ).then((r) => r.id);
    const otherToken = await t.tokenFor('main_admin', OTHER_TENANT);
    const created = await t.request('POST', api('shipments'), {
      token: otherToken,
      tenant: OTHER_TENANT,
      body: {
        shipment: { origin_attributes: monterrey(mx), destination_attributes: romaNorte(mx) },
      },
    });
    expect(created.status).toBe(201);
    expect((await upload(created.body.data.id, { as: 'admin' })).status).toBe(404);
    expect((await upload(999_999, { as: 'admin' })).status).toBe(404);

    const id = await draftShipment(t, { token: buyer.token });
    expect((await buy(id, ground)).status).toBe(200);
    const refused = await upload(id, { as: 'admin' }, { tracking: '55500033' });
    expect(refused.status).toBe(422);
    expect(refused.body.messages[0]).toMatch(/not a manual shipment/);
    // A manual shipment not bought yet has nothing to label.
    const draft = await draftShipment(t, { token: buyer.token });
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(sql`update shipments set source = 'manual' where id = ${draft}`),
    );
    expect((await upload(draft, { as: 'admin' }, { tracking: '55500034' })).status).toBe(409);
  });

  it('refuses a tracking number another shipment of the tenant has (422)', async () => {
    const a = await boughtManual();
    const b = await boughtManual();
    expect((await upload(a, { as: 'admin' }, { tracking: '12341234' })).status).toBe(200);
    const dup = await upload(b, { as: 'main_admin' }, { tracking: '12341234' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.tracking_number[0]).toMatch(/Another shipment/);
    // The same shipment may keep its own number when its file is replaced.
    expect((await upload(a, { as: 'admin' }, { tracking: '12341234' })).status).toBe(200);
  });

  it('Carmen downloads exactly the uploaded bytes; an edit replaces file and number', async () => {
    const id = await boughtManual();
    const first = pdf('primera guía');
    const created = await upload(id, { as: 'admin' }, { bytes: first, tracking: '99887766' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      tracking_number: '99887766',
      manual_label: { tracking_number: '99887766' },
      label_formats: ['letter'],
    });
    const createdAt = created.body.data.label_created_at;
    expect(createdAt).not.toBeNull();
    const got = await label(id);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toMatch(/application\/pdf/);
    expect(got.raw.equals(first)).toBe(true);
    // Another format asked for still answers the PDF as uploaded.
    expect((await label(id, 'thermal')).raw.equals(first)).toBe(true);
    // The staff's list offers "Edit label" now.
    const listed = await t.request('GET', api('manual_shipments'), {
      as: 'admin',
      query: { search: String(created.body.data.sequential_id) },
    });
    expect(listed.body.data[0].actions.upload_label).toBe(true);

    const second = pdf('guía corregida');
    const edited = await upload(id, { as: 'developer' }, { bytes: second, tracking: '11223344' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.tracking_number).toBe('11223344');
    expect(edited.body.data.label_created_at).toBe(createdAt);
    expect((await label(id)).raw.equals(second)).toBe(true);
    const files = await one<{ n: number }>(
      t,
      t.demoTenantId,
      sql`select count(*)::int as n from stored_files f join shipments s on s.label_file_id = f.id
          where s.id = ${id}`,
    );
    expect(files.n).toBe(1);
  });
});

describe('GET manual_shipments', () => {
  it('lists only manual shipments, newest first, 10 a page, searchable by number; not for customers', async () => {
    const a = await boughtManual();
    const platform = await draftShipment(t, { token: buyer.token });
    expect((await buy(platform, ground)).status).toBe(200);
    const b = await boughtManual();
    const list = await t.request('GET', api('manual_shipments'), { as: 'admin' });
    expect(list.status).toBe(200);
    expect(list.body.pagination.per_page).toBe(10);
    const ids = list.body.data.map((s: { id: number }) => s.id);
    expect(list.body.data.every((s: { source: string }) => s.source === 'manual')).toBe(true);
    expect(ids).not.toContain(platform);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(list.body.data[0].user.email).toBe(EMAIL);

    const seq = await one<{ n: number }>(
      t,
      t.demoTenantId,
      sql`select sequential_id as n from shipments where id = ${a}`,
    ).then((r) => r.n);
    const found = await t.request('GET', api('manual_shipments'), {
      as: 'main_admin',
      query: { search: String(seq) },
    });
    expect(found.body.data.map((s: { id: number }) => s.id)).toEqual([a]);
    const none = await t.request('GET', api('manual_shipments'), {
      as: 'admin',
      query: { 'where[number]': String(await sequentialOf(platform)) },
    });
    expect(none.body.data).toEqual([]);

    expect((await t.request('GET', api('manual_shipments'), { as: 'customer' })).status).toBe(403);
    expect((await t.request('GET', api('manual_shipments'), { token: buyer.token })).status).toBe(
      403,
    );
  });
});

const sequentialOf = (id: number) =>
  one<{ n: number }>(
    t,
    t.demoTenantId,
    sql`select sequential_id as n from shipments where id = ${id}`,
  ).then((r) => r.n);

describe('the Manual provider', () => {
  it('reaches a tenant created before it on the next start, once', async () => {
    const manualOf = () =>
      one<{ n: number }>(
        t,
        t.other.tenantId,
        sql`select count(*)::int as n from providers where code = 'Manual'`,
      ).then((r) => r.n);
    await withTenant(t.database.db, t.other.tenantId, (tx) =>
      tx.execute(sql`delete from providers where code = 'Manual'`),
    );
    expect(await manualOf()).toBe(0);
    await syncProvidersOfAllTenants(t.database);
    await syncProvidersOfAllTenants(t.database);
    expect(await manualOf()).toBe(1);
  });
});
