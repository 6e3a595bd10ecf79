import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalData } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import {
  startFinkokMockServer,
  type RunningFinkokMock,
} from '../src/integrations/pac/finkok/finkok.mock-server';
import { followCancellations } from '../src/modules/invoices/invoice-cancel-follow';
import {
  ISSUER,
  generate,
  invoiceRow,
  requestInvoice,
  staffMovement,
  uploadCsd,
  userIdOf,
} from './invoices-fixture';
import { setSettings } from './helpers/payment-fixture';
import { api, createTestApp, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
let t: TestApp;
let pac: RunningFinkokMock;
let customerId: number;
/** The mock PAC's clock: SAT's 24-hour and 72-hour rules are judged by it. */
let now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  pac = await startFinkokMockServer({ now: () => now });
  await setSettings(t, { ...ISSUER, invoicing_pac_url: pac.url });
  await uploadCsd(t);
  customerId = await userIdOf(t, 'customer@despacho.test');
  // A named receptor (not the público en general RFC): SAT wants its acceptance.
  await withTenant(t.database.db, t.demoTenantId, (tx) =>
    tx.insert(fiscalData).values({
      tenantId: t.demoTenantId,
      userId: customerId,
      businessName: 'MUNICIPIO DE CUAUTITLAN IZCALLI',
      rfc: 'MCI7306249Y1',
      fiscalRegime: '603',
      paymentForm: '03',
      cfdiUse: 'G03',
      email: 'facturas@izcalli.test',
      phone: '5512345678',
      street: 'Av. Primero de Mayo',
      number: '100',
      neighborhood: 'Centro',
      city: 'Cuautitlán Izcalli',
      state: 'Estado de México',
      countryId: 1,
      postalCode: '54700',
    }),
  );
}, 120_000);
afterAll(async () => {
  await pac?.close().catch(() => undefined); // the outage test closes it first
  await t?.close();
});

/** A $5,800.00 invoice stamped now (real and mock clocks agree at that moment). */
async function generatedInvoice(): Promise<{ id: number; uuid: string }> {
  const deposit = await staffMovement(t, customerId, '5800.00');
  const requested = await requestInvoice(t, deposit.id);
  expect(requested.status).toBe(201);
  const res = await generate(t, requested.body.data.id);
  expect(res.status).toBe(200);
  return res.body.data;
}

const cancel = (id: number) =>
  t.request('POST', api(`invoices/${id}/cancel`), { as: 'admin', body: { motive: '03' } });

const listed = async (id: number, as: 'customer' | 'admin') => {
  const list = await t.request('GET', api('invoices'), {
    as,
    query: { 'where[status]': 'generated' },
  });
  expect(list.status).toBe(200);
  return list.body.data.find((i: { id: number }) => i.id === id);
};

describe('following a cancellation SAT left "En proceso"', () => {
  let accepted: { id: number; uuid: string };
  let rejected: { id: number; uuid: string };
  let unanswered: { id: number; uuid: string };

  it('a cancellation more than 24 h after stamping waits for the receptor', async () => {
    now = new Date();
    accepted = await generatedInvoice();
    rejected = await generatedInvoice();
    unanswered = await generatedInvoice();
    now = new Date(now.getTime() + 30 * HOUR);
    for (const invoice of [accepted, rejected, unanswered]) {
      const res = await cancel(invoice.id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'generated', cancel_status: 'in_process' });
    }
  });

  it('nothing changes while SAT has not decided', async () => {
    expect(await followCancellations(t.deps)).toEqual({ checked: 3, cancelled: 0, refused: 0 });
    const row = await invoiceRow(t, accepted.id);
    expect(row).toMatchObject({ status: 'generated', cancel_status: 'in_process' });
    expect(row.cancelled_at).toBeNull();
  });

  it('the receptor accepts one and rejects another: cancelled, and refused but still valid', async () => {
    expect(pac.state.acceptCancellation(accepted.uuid)).toBe('answered');
    expect(pac.state.rejectCancellation(rejected.uuid)).toBe('answered');
    expect(await followCancellations(t.deps)).toEqual({ checked: 3, cancelled: 1, refused: 1 });

    const mine = await listed(accepted.id, 'customer');
    expect(mine).toMatchObject({ status: 'cancelled', cancel_status: 'cancelled' });
    expect(Date.parse(mine.cancelled_at)).toBeGreaterThan(Date.now() - 60_000);

    const kept = await listed(rejected.id, 'admin');
    expect(kept).toMatchObject({
      status: 'generated',
      cancel_status: 'refused',
      cancelled_at: null,
      last_error: 'Solicitud rechazada',
    });
  });

  it('an unanswered request is accepted after 72 hours; settled ones are not asked again', async () => {
    now = new Date(now.getTime() + 73 * HOUR);
    expect(await followCancellations(t.deps)).toEqual({ checked: 1, cancelled: 1, refused: 0 });
    expect(await listed(unanswered.id, 'admin')).toMatchObject({
      status: 'cancelled',
      cancel_status: 'cancelled',
    });
    expect(await followCancellations(t.deps)).toEqual({ checked: 0, cancelled: 0, refused: 0 });
  });

  it('staff may ask again after a rejection', async () => {
    const res = await cancel(rejected.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'generated',
      cancel_status: 'in_process',
      last_error: null,
    });
  });
});

describe('when the PAC cannot answer', () => {
  it('an outage leaves the cancellation in process for the next run', async () => {
    now = new Date();
    const invoice = await generatedInvoice();
    now = new Date(now.getTime() + 30 * HOUR);
    expect((await cancel(invoice.id)).status).toBe(200);
    await pac.close();
    const result = await followCancellations(t.deps);
    expect(result.checked).toBeGreaterThan(0);
    expect(result).toMatchObject({ cancelled: 0, refused: 0 });
    expect(await invoiceRow(t, invoice.id)).toMatchObject({
      status: 'generated',
      cancel_status: 'in_process',
      last_error: null,
    });
  });
});
