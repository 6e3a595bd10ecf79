import { WEBHOOK_EVENTS } from '@despacho/shared';

/** The i18n key of an event's description (`shipment.created` → `shipment_created`). */
export const eventKey = (event: string) => event.replace(/\./g, '_');

export const WEBHOOK_EVENT_LIST = WEBHOOK_EVENTS;

/** The headers of each delivery, in the order the docs explain them. */
export const WEBHOOK_HEADERS = [
  ['Content-Type', 'application/json'],
  ['User-Agent', 'Despacho-Webhooks/1'],
  ['Despacho-Event', 'label.purchased'],
  ['Despacho-Delivery', '42'],
  [
    'Despacho-Signature',
    't=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
  ],
] as const;

/** The body of a delivery, as the docs show it. */
export const WEBHOOK_BODY_EXAMPLE = JSON.stringify(
  {
    id: '2b6f0f8e-3c1a-4f7e-9a51-0d4f1c2e7b90',
    type: 'label.purchased',
    created_at: '2026-01-01T00:00:00.000Z',
    data: { shipment: { id: 123, status: 'success', tracking_number: '7955...' } },
  },
  null,
  2,
);

/**
 * A receiver's check in Node (the same as docs/partners/webhook-receiver.mjs): HMAC-SHA256 of
 * `${t}.${raw body}` with the endpoint's secret, constant-time compare, 5-minute tolerance.
 */
export const RECEIVER_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.DESPACHO_WEBHOOK_SECRET; // whsec_…

/** true when the Despacho-Signature header matches the raw body and is under 5 minutes old. */
export function verifyDespacho(header, rawBody, secret = SECRET) {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((p) => p.trim().split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\`).update(rawBody).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const raw = Buffer.concat(chunks); // the raw bytes: never re-serialised JSON
    if (!verifyDespacho(req.headers['despacho-signature'], raw)) return res.writeHead(400).end();
    const event = JSON.parse(raw.toString('utf8'));
    console.log(event.type, event.id); // ignore an id you already handled (retries, resends)
    res.writeHead(200).end(); // answer within 10 s; do slow work afterwards
  });
}).listen(4000);
`;

/** What `data` holds for each event (partner-routes contract). */
export const WEBHOOK_EVENT_DATA: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'shipment.created': '{ shipment }',
  'label.purchased': '{ shipment }',
  'tracking.updated': '{ shipment_id, tracking_number, status, events }',
  'shipment.delivered': '{ shipment }',
  'shipment.cancelled': '{ shipment }',
  'overweight.charged': '{ overweight }',
  'balance.credited': '{ transaction, balance }',
};
