import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFinkokMock } from '../src/integrations/pac/finkok/finkok.mock-server';
import {
  generate,
  giveFiscalData,
  invoiceRow,
  requestInvoice,
  setUpInvoicing,
  staffMovement,
  userIdOf,
} from './invoices-fixture';
import { lastMailTo } from './helpers/mailbox';
import { api, createTestApp, type TestApp } from './helpers/test-app';

const CUSTOMER = 'customer@despacho.test';
let t: TestApp;
let pac: RunningFinkokMock;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  pac = await setUpInvoicing(t);
  customerId = await userIdOf(t, CUSTOMER);
  await giveFiscalData(t, customerId);
}, 120_000);
afterAll(async () => {
  await pac?.close();
  await t?.close();
});

async function requested(amount = '500.00') {
  const deposit = await staffMovement(t, customerId, amount);
  const res = await requestInvoice(t, deposit.id);
  expect(res.status).toBe(201);
  return { transactionId: deposit.id, id: res.body.data.id as number };
}

async function generatedInvoice(amount = '500.00') {
  const { id } = await requested(amount);
  const res = await generate(t, id);
  expect(res.status).toBe(200);
  return res.body.data as { id: number; uuid: string };
}

const reject = (id: number, reason: unknown, as: 'admin' | 'customer' = 'admin') =>
  t.request('PUT', api(`invoices/${id}/reject_invoice`), { as, body: { reason } });
const cancel = (id: number, body: Record<string, unknown>) =>
  t.request('POST', api(`invoices/${id}/cancel`), { as: 'admin', body });

describe('reject', () => {
  it('e-mails the reason; the customer may request again and it is pending once more', async () => {
    const { id, transactionId } = await requested();
    expect((await reject(id, '', 'admin')).status).toBe(422);
    expect((await reject(id, 'RFC no coincide', 'customer')).status).toBe(403);
    const res = await reject(id, 'El RFC no coincide con la constancia');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'El RFC no coincide con la constancia',
    });
    const mail = await lastMailTo(t, CUSTOMER);
    expect(mail?.subject).toMatch(/fue rechazada/);
    expect(mail?.text).toContain('Motivo: El RFC no coincide con la constancia');

    expect((await reject(id, 'otra vez')).status).toBe(422);
    const again = await requestInvoice(t, transactionId);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ id, status: 'pending', rejection_reason: null });
  });

  it("another tenant's staff get 404", async () => {
    const { id } = await requested();
    const res = await t.request('PUT', api(`invoices/${id}/reject_invoice`), {
      as: 'main_admin',
      tenant: 'otra',
      body: { reason: 'no' },
    });
    expect(res.status).toBe(404);
  });
});

describe('cancel', () => {
  it('02 cancels at SAT without relation; the list shows it cancelled', async () => {
    const invoice = await generatedInvoice('500.00');
    const res = await cancel(invoice.id, { motive: '02' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancel_motive: '02',
      cancel_status: 'cancelled',
    });
    const list = await t.request('GET', api('invoices'), {
      as: 'customer',
      query: { 'where[status]': 'generated' },
    });
    const row = list.body.data.find((i: { id: number }) => i.id === invoice.id);
    expect(row.status).toBe('cancelled');
    expect((await cancel(invoice.id, { motive: '02' })).status).toBe(422);
  });

  it('01 needs the UUID of another generated invoice of the tenant', async () => {
    const wrong = await generatedInvoice('300.00');
    const missing = await cancel(wrong.id, { motive: '01' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.replacement_uuid.join()).toMatch(/motivo 01 requiere/);
    const itself = await cancel(wrong.id, { motive: '01', replacement_uuid: wrong.uuid });
    expect(itself.status).toBe(422);
    const with02 = await cancel(wrong.id, { motive: '02', replacement_uuid: wrong.uuid });
    expect(with02.status).toBe(422);

    const replacement = await generatedInvoice('300.00');
    const res = await cancel(wrong.id, {
      motive: '01',
      replacement_uuid: replacement.uuid.toLowerCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancel_motive: '01',
      cancel_replacement_uuid: replacement.uuid,
    });
    expect(String((await invoiceRow(t, wrong.id)).cancel_acuse)).toContain(wrong.uuid);
  });

  it('a pending invoice cannot be cancelled; customers cannot cancel', async () => {
    const { id } = await requested();
    expect((await cancel(id, { motive: '02' })).status).toBe(422);
    const res = await t.request('POST', api(`invoices/${id}/cancel`), {
      as: 'customer',
      body: { motive: '02' },
    });
    expect(res.status).toBe(403);
  });
});
