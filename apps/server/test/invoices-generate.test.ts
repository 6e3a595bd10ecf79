import { createVerify } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFinkokMock } from '../src/integrations/pac/finkok/finkok.mock-server';
import { readMockPacCertificate } from '../src/integrations/pac/finkok/finkok.mock-server';
import {
  cadenaOriginalCfdi40,
  cadenaOriginalTfd11,
} from '../src/modules/fiscal/cfdi/cadena-original';
import { restampInvoices } from '../src/modules/invoices/invoice-restamp';
import { amountInWords } from '../src/modules/invoices/print/amount-in-words';
import { verifySello } from '../src/modules/fiscal/cfdi/cfdi-seal';
import { validateCfdiXsd } from '../src/modules/fiscal/cfdi/cfdi-validate';
import { findElement, parseXml } from '../src/modules/fiscal/cfdi/xml-read';
import {
  CADENA_XSLT,
  ISSUER,
  generate,
  giveFiscalData,
  invoiceRow,
  requestInvoice,
  setUpInvoicing,
  staffMovement,
  userIdOf,
} from './invoices-fixture';
import { inspectPdf } from './helpers/label-scan';
import { lastMailTo } from './helpers/mailbox';
import { setSettings } from './helpers/payment-fixture';
import { runSatStylesheet } from './helpers/sat-stylesheet';
import { api, createTestApp, type TestApp } from './helpers/test-app';

const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const CUSTOMER = 'customer@despacho.test';

let t: TestApp;
let pac: RunningFinkokMock;
let customerId: number;
/** Every XML the tests generated: each cadena must equal SAT's stylesheet's output. */
const generated: string[] = [];

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

/** A fresh cleared deposit of the customer and its pending invoice. */
async function pendingInvoice(amount = '1160.00'): Promise<number> {
  const deposit = await staffMovement(t, customerId, amount);
  const res = await requestInvoice(t, deposit.id);
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

const attr = (xml: string, ns: string, el: string, name: string) =>
  findElement(parseXml(xml), ns, el)?.getAttribute(name);
const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';

describe('generate', () => {
  it('request → generate → download: a stamped CFDI 4.0 SAT would accept, zipped with its PDF', async () => {
    const id = await pendingInvoice('1160.00');
    const res = await generate(t, id);
    expect(res.status).toBe(200);
    const invoice = res.body.data;
    expect(invoice).toMatchObject({
      status: 'generated',
      subtotal: '1000.00',
      iva: '160.00',
      total: '1160.00',
      serie: 'D',
      folio: String(id),
    });
    expect(invoice.uuid).toMatch(/^[0-9A-F-]{36}$/);

    const xml = String((await invoiceRow(t, id)).xml);
    generated.push(xml);
    expect(verifySello(xml)).toBe(true);
    expect(await validateCfdiXsd(xml)).toEqual({ valid: true, errors: [] });
    expect(attr(xml, TFD_NS, 'TimbreFiscalDigital', 'UUID')).toBe(invoice.uuid);
    expect(attr(xml, CFDI_NS, 'Comprobante', 'Total')).toBe('1160.00');
    expect(attr(xml, CFDI_NS, 'Comprobante', 'Exportacion')).toBe('01');
    expect(attr(xml, CFDI_NS, 'Comprobante', 'MetodoPago')).toBe('PUE');
    // A deposit staff wrote by hand: the receptor's own payment form.
    expect(attr(xml, CFDI_NS, 'Comprobante', 'FormaPago')).toBe('03');
    expect(attr(xml, CFDI_NS, 'Comprobante', 'LugarExpedicion')).toBe(ISSUER.invoicing_postal_code);
    expect(attr(xml, CFDI_NS, 'Emisor', 'Rfc')).toBe('EKU9003173C9');
    expect(attr(xml, CFDI_NS, 'Receptor', 'Rfc')).toBe('XAXX010101000');
    expect(attr(xml, CFDI_NS, 'Concepto', 'ClaveProdServ')).toBe('78102203');
    expect(attr(xml, CFDI_NS, 'Concepto', 'ClaveUnidad')).toBe('E48');

    const mail = await lastMailTo(t, CUSTOMER);
    expect(mail?.text).toContain(invoice.uuid);

    const zip = await t.request('POST', api(`invoices/${id}/download`), { as: 'customer' });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-disposition']).toContain(`${id}.zip`);
    const files = unzipSync(new Uint8Array(zip.raw));
    expect(Buffer.from(files[`${invoice.uuid}.xml`]!).toString('utf8')).toBe(xml);
    const pdf = Buffer.from(files[`${invoice.uuid}.pdf`]!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The stamp verifies: the PAC signed the TFD's cadena with its certificate's key, over
    // this CFDI's own sello.
    const tfdSello = attr(xml, TFD_NS, 'TimbreFiscalDigital', 'SelloSAT')!;
    expect(attr(xml, TFD_NS, 'TimbreFiscalDigital', 'SelloCFD')).toBe(
      attr(xml, CFDI_NS, 'Comprobante', 'Sello'),
    );
    const verifier = createVerify('RSA-SHA256').update(cadenaOriginalTfd11(xml), 'utf8');
    expect(verifier.verify(readMockPacCertificate().publicKey, tfdSello, 'base64')).toBe(true);

    // The PDF reads as the invoice: one letter page with its folio fiscal, both parties and
    // the total in words.
    const pages = await inspectPdf(pdf);
    const text = pages.flatMap((p) => p.text.map((i) => i.str)).join(' ');
    expect(pages[0]).toMatchObject({ width: 612, height: 792 });
    for (const part of [invoice.uuid, 'EKU9003173C9', 'XAXX010101000', '$1,160.00'])
      expect(text).toContain(part);
    expect(amountInWords(116000)).toBe('MIL CIENTO SESENTA PESOS 00/100 M.N.');
    expect(text.replace(/\s+/g, ' ')).toContain('MIL CIENTO SESENTA PESOS 00/100 M.N.');
  });

  it('amounts that do not split evenly still total the deposit exactly', async () => {
    for (const amount of ['0.99', '123.45', '99999.99']) {
      const id = await pendingInvoice(amount);
      const res = await generate(t, id);
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(amount);
      const xml = String((await invoiceRow(t, id)).xml);
      generated.push(xml);
      expect(verifySello(xml)).toBe(true);
      expect((await validateCfdiXsd(xml)).valid).toBe(true);
    }
  });

  it('a customer cannot generate (403); an invoice no longer pending is refused', async () => {
    const id = await pendingInvoice();
    expect((await generate(t, id, 'customer')).status).toBe(403);
    expect((await generate(t, id)).status).toBe(200);
    const again = await generate(t, id);
    expect(again.status).toBe(422);
    expect(again.body.messages.join()).toMatch(/ya no está pendiente/);
  });

  it('another tenant cannot see, generate or download it (404)', async () => {
    const id = await pendingInvoice();
    for (const req of [
      t.request('PUT', api(`invoices/${id}`), { as: 'main_admin', tenant: 'otra' }),
      t.request('POST', api(`invoices/${id}/download`), { as: 'main_admin', tenant: 'otra' }),
    ])
      expect((await req).status).toBe(404);
  });
});

describe('generate refusals leave the invoice pending', () => {
  it('without the customer’s fiscal data', async () => {
    const luis = await userIdOf(t, 'operator@despacho.test');
    const deposit = await staffMovement(t, luis, '500.00');
    const created = await t.request('POST', api('invoices'), {
      as: 'admin',
      body: { transaction_id: deposit.id },
    });
    expect(created.status).toBe(201);
    const res = await generate(t, created.body.data.id);
    expect(res.status).toBe(422);
    expect(res.body.messages.join()).toMatch(/no tiene datos fiscales/);
    expect((await invoiceRow(t, created.body.data.id)).status).toBe('pending');
  });

  it('without an issuer setting, naming it', async () => {
    const id = await pendingInvoice();
    await setSettings(t, { invoicing_postal_code: '' });
    const res = await generate(t, id);
    await setSettings(t, { invoicing_postal_code: ISSUER.invoicing_postal_code });
    expect(res.status).toBe(422);
    expect(res.body.messages.join()).toMatch(/invoicing_postal_code/);
    expect((await invoiceRow(t, id)).status).toBe('pending');
  });

  it('a PAC refusal: back to pending with the PAC’s words in last_error', async () => {
    const id = await pendingInvoice();
    await setSettings(t, { invoicing_api_secret: 'wrong' });
    const res = await generate(t, id);
    await setSettings(t, { invoicing_api_secret: ISSUER.invoicing_api_secret });
    expect(res.status).toBe(422);
    expect(res.body.messages.join()).toMatch(/Usuario y contraseña inválidos/);
    const row = await invoiceRow(t, id);
    expect(row.status).toBe('pending');
    expect(String(row.last_error)).toMatch(/Usuario y contraseña inválidos/);
  });

  it('PAC down: stays stamping (503), then a retry stamps exactly once', async () => {
    const id = await pendingInvoice();
    await setSettings(t, { invoicing_pac_url: 'http://127.0.0.1:9' });
    const down = await generate(t, id);
    expect(down.status).toBe(503);
    expect(down.body.messages.join()).toMatch(/PAC no disponible, se reintentará/);
    const stamping = await invoiceRow(t, id);
    expect(stamping.status).toBe('stamping');
    const sealed = String(stamping.xml);

    await setSettings(t, { invoicing_pac_url: pac.url });
    const before = pac.state.stampCount;
    const retry = await generate(t, id);
    expect(retry.status).toBe(200);
    const stamped = String((await invoiceRow(t, id)).xml);
    // The same sealed XML was sent again: same Sello, one new stamp at the PAC.
    expect(attr(stamped, CFDI_NS, 'Comprobante', 'Sello')).toBe(
      attr(sealed, CFDI_NS, 'Comprobante', 'Sello'),
    );
    expect(pac.state.stampCount).toBe(before + 1);
    generated.push(stamped);
  });

  it('PAC down, then the retry job finishes it: stamped once, the customer told, nothing left stamping', async () => {
    const id = await pendingInvoice('580.00');
    await setSettings(t, { invoicing_pac_url: 'http://127.0.0.1:9' });
    expect((await generate(t, id)).status).toBe(503);
    // While the PAC is still down the job leaves it for the next run.
    expect(await restampInvoices(t.deps, { quietMs: 0 })).toEqual({ tried: 1, stamped: 0 });
    expect((await invoiceRow(t, id)).status).toBe('stamping');

    await setSettings(t, { invoicing_pac_url: pac.url });
    const before = pac.state.stampCount;
    // A recent one may still be in a staff member's request: the job waits until it is quiet.
    expect(await restampInvoices(t.deps)).toEqual({ tried: 0, stamped: 0 });
    expect(await restampInvoices(t.deps, { quietMs: 0 })).toEqual({ tried: 1, stamped: 1 });
    const row = await invoiceRow(t, id);
    expect(row.status).toBe('generated');
    expect(pac.state.stampCount).toBe(before + 1);
    expect((await lastMailTo(t, CUSTOMER))?.text).toContain(String(row.uuid));
    expect(await restampInvoices(t.deps, { quietMs: 0 })).toEqual({ tried: 0, stamped: 0 });
    generated.push(String(row.xml));
  });
});

describe('the cadena original', () => {
  it("every generated invoice's cadena equals SAT's stylesheet output byte for byte", () => {
    expect(generated.length).toBeGreaterThanOrEqual(4);
    for (const xml of generated)
      expect(cadenaOriginalCfdi40(xml)).toBe(runSatStylesheet(CADENA_XSLT, xml));
  }, 120_000);
});
