#!/usr/bin/env node
/* eslint-disable no-console -- a command-line script: printing is its output */
// Despacho partner API, end to end: quote → shipment (addresses and parcel in one call) → rates →
// buy the cheapest (Idempotency-Key) → label PDF → tracking → cancel (or request cancellation).
// Node 20, no dependencies. Usage:
//   DESPACHO_API_KEY=dsp_test_… node docs/partners/example-client.mjs
// Environment: DESPACHO_URL (default http://127.0.0.1:3000), DESPACHO_TENANT (default demo),
// DESPACHO_API_KEY (required), DESPACHO_LABEL_FILE (default ./label-<shipment id>.pdf),
// DESPACHO_COUNTRY_ID (Mexico's country id, only if GET /countries is not open to your key).
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const BASE = `${(process.env.DESPACHO_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')}/api/v1`;
const TENANT = process.env.DESPACHO_TENANT ?? 'demo';
const KEY = process.env.DESPACHO_API_KEY;

class ApiError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} answered ${status}: ${body}`);
    this.status = status;
  }
}

/** One call: JSON in, the reply's `data` out; any other status throws with the server's reply. */
async function call(method, path, { body, headers = {}, raw = false } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${KEY}`,
      'x-tenant': TENANT,
      accept: raw ? '*/*' : 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(method, path, res.status, await res.text());
  if (raw) return res;
  return (await res.json()).data;
}

const step = (n, text) => console.log(`\n[${n}] ${text}`);

/** Mexico's id in this tenant's country list (the address and quote fields take ids). */
async function mexicoId() {
  if (process.env.DESPACHO_COUNTRY_ID) return Number(process.env.DESPACHO_COUNTRY_ID);
  const countries = await call('GET', '/countries?per_page=500');
  const mx = countries.find((c) => c.code === 'MX');
  if (!mx) throw new Error('GET /countries has no country with code MX');
  return mx.id;
}

const parcel = {
  parcel_type: 'box',
  length: 30,
  width: 20,
  height: 15,
  weight: 2.5,
  contents: 'Dulces tipicos',
  declared_tax_value: 500,
};

const address = (countryId, fields) => ({ country_id: countryId, calling_code: '52', ...fields });

async function main() {
  if (!KEY) throw new Error('Set DESPACHO_API_KEY (generate one on the "APIs externas" page).');
  console.log(`Despacho ${BASE} · tenant ${TENANT}`);
  const mx = await mexicoId();

  step(1, 'Quote 64000 (Monterrey) → 06700 (Roma Norte), one 2.5 kg box');
  const { length, width, height, weight, parcel_type } = parcel;
  const quote = await call('POST', '/quotes', {
    body: {
      quote: {
        parcel_type,
        length,
        width,
        height,
        weight,
        origin_postal_code: '64000',
        origin_country_id: mx,
        destination_postal_code: '06700',
        destination_country_id: mx,
      },
    },
  });
  for (const r of quote.rates.slice(0, 5))
    console.log(`    ${r.carrier_name} ${r.service_name}: $${r.total} MXN, ${r.days} día(s)`);
  console.log(`    ${quote.rates.length} rate(s)`);

  step(2, 'Create the shipment: addresses and parcel in one call');
  const shipment = await call('POST', '/shipments', {
    body: {
      shipment: {
        origin_attributes: address(mx, {
          name: 'Carmen Pena',
          company: 'Dulces Pena',
          email: 'carmen@dulces.mx',
          phone: '8112345678',
          state: 'Nuevo León',
          city: 'Monterrey',
          neighborhood: 'Centro',
          street: 'Av. Juarez',
          number: '100',
          postal_code: '64000',
        }),
        destination_attributes: address(mx, {
          name: 'Luis Gomez',
          company: 'Cafe Roma',
          email: 'luis@caferoma.mx',
          phone: '5512345678',
          state: 'Ciudad de México',
          city: 'Ciudad de Mexico',
          neighborhood: 'Roma Norte',
          street: 'Calle Orizaba',
          number: '45',
          postal_code: '06700',
        }),
        parcel,
      },
    },
  });
  console.log(`    shipment ${shipment.id} (${shipment.status})`);

  step(3, 'List its rates');
  const { rates } = await call('GET', `/shipments/${shipment.id}/rates`);
  if (rates.length === 0) throw new Error('no rate for this shipment');
  const cheapest = rates.reduce((a, b) => (Number(b.total) < Number(a.total) ? b : a));
  console.log(
    `    ${rates.length} rate(s); cheapest ${cheapest.carrier_name} ${cheapest.service_name} $${cheapest.total}`,
  );

  step(4, 'Buy the cheapest rate (Idempotency-Key: a retry never charges twice)');
  const idempotencyKey = randomUUID();
  const bought = await call('POST', `/shipments/${shipment.id}/rates`, {
    headers: { 'idempotency-key': idempotencyKey },
    body: { rate: { service_id: cheapest.service_id, is_pickup: false, is_from_app: false } },
  });
  const tracking = bought.shipment.tracking_number;
  console.log(
    `    bought: tracking number ${tracking}, balance now $${bought.user?.balance ?? '?'}`,
  );

  step(5, 'Download the label (PDF)');
  const label = await call('GET', `/shipments/${shipment.id}/label`, { raw: true });
  const pdf = Buffer.from(await label.arrayBuffer());
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`the label is not a PDF (${label.headers.get('content-type')})`);
  const file = resolve(process.env.DESPACHO_LABEL_FILE ?? `label-${shipment.id}.pdf`);
  await writeFile(file, pdf);
  console.log(`    ${pdf.length} bytes → ${file}`);

  step(6, 'Read its tracking');
  const events = await call('GET', `/shipments/${shipment.id}/tracking`);
  console.log(`    ${events.length} event(s)${events[0] ? `; latest: ${events[0].status}` : ''}`);

  // Whether the carrier lets the account cancel on its own or staff finish it, the shipment's
  // `actions` say; a requested cancellation ends as `shipment.cancelled` when staff cancel it.
  const { actions } = await call('GET', `/shipments/${shipment.id}`);
  if (actions.cancel) {
    step(7, 'Cancel it');
    const cancelled = await call('PUT', `/shipments/${shipment.id}/cancel`);
    console.log(`    status ${cancelled.status}`);
  } else {
    step(7, 'Request its cancellation (this carrier needs staff to cancel)');
    const requested = await call('PUT', `/shipments/${shipment.id}/request_cancellation`);
    console.log(`    status ${requested.status}`);
  }
  console.log('\nDone.');
}

main().catch((err) => {
  console.error(`\nFailed: ${err.message}`);
  process.exit(1);
});
