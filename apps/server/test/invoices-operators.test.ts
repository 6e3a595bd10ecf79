import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFinkokMock } from '../src/integrations/pac/finkok/finkok.mock-server';
import {
  generate,
  giveFiscalData,
  requestInvoice,
  setUpInvoicing,
  staffMovement,
  userIdOf,
} from './invoices-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

// Spec 3 §6: invoice generate and reject (and the user column) belong to "non-customers", so an
// operator works the request queue; cancelling a stamped CFDI at SAT stays with admins.
let t: TestApp;
let pac: RunningFinkokMock;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  pac = await setUpInvoicing(t);
  customerId = await userIdOf(t, 'customer@despacho.test');
  await giveFiscalData(t, customerId);
}, 120_000);
afterAll(async () => {
  await pac?.close();
  await t?.close();
});

async function requested() {
  const deposit = await staffMovement(t, customerId, '350.00');
  const res = await requestInvoice(t, deposit.id);
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

describe('operators and invoices', () => {
  it("lists every customer's requests with the user, filters by e-mail", async () => {
    const id = await requested();
    const res = await t.request('GET', api('invoices?where[status]=pending'), { as: 'operator' });
    expect(res.status).toBe(200);
    const row = (res.body.data as { id: number; user: { email: string } }[]).find(
      (i) => i.id === id,
    );
    expect(row?.user.email).toBe('customer@despacho.test');
    const other = await t.request(
      'GET',
      api('invoices?where[status]=pending&where[user_email]=nadie@despacho.test'),
      { as: 'operator' },
    );
    expect(other.body.data).toEqual([]);
  });

  it('generates a pending request', async () => {
    const id = await requested();
    const res = await generate(t, id, 'operator');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'generated' });
    expect(res.body.data.uuid).toMatch(/^[0-9A-F-]{36}$/i);
  });

  it('rejects a pending request with a reason (and needs the reason)', async () => {
    const id = await requested();
    const path = api(`invoices/${id}/reject_invoice`);
    expect((await t.request('PUT', path, { as: 'operator', body: { reason: '' } })).status).toBe(
      422,
    );
    const res = await t.request('PUT', path, {
      as: 'operator',
      body: { reason: 'La constancia no coincide' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected' });
  });

  it('may not cancel a stamped invoice at SAT (403); an admin may ask', async () => {
    const id = await requested();
    expect((await generate(t, id, 'operator')).status).toBe(200);
    const body = { motive: '02' };
    const path = api(`invoices/${id}/cancel`);
    expect((await t.request('POST', path, { as: 'operator', body })).status).toBe(403);
    expect((await t.request('POST', path, { as: 'customer', body })).status).toBe(403);
    expect([200, 422]).toContain((await t.request('POST', path, { as: 'admin', body })).status);
  });

  it("another tenant's operator gets 404; a customer still may not generate (403)", async () => {
    const id = await requested();
    const other = await t.request('PUT', api(`invoices/${id}`), {
      as: 'operator',
      tenant: 'otra',
    });
    expect(other.status).toBe(404);
    expect((await generate(t, id, 'customer')).status).toBe(403);
  });
});
