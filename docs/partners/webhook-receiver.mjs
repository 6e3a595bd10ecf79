#!/usr/bin/env node
/* eslint-disable no-console -- a command-line script: printing is its output */
// A Despacho webhook receiver that verifies every delivery. Node 20, no dependencies. Usage:
//   DESPACHO_WEBHOOK_SECRET=whsec_… node docs/partners/webhook-receiver.mjs [--port 4000] [--fail-first 1]
// Environment: DESPACHO_WEBHOOK_SECRET (required: the secret shown when the endpoint was created
// or rotated), PORT (default 4000), FAIL_FIRST (answer 500 to the first N verified deliveries, to
// watch Despacho retry them). Command-line flags win over the environment.
// Prints one JSON line per verified event: {"verified":true,"type":…,"id":…,"delivery":…,"data":…}
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a `Despacho-Signature: t=<unix seconds>,v1=<hex>` header against the raw body:
 * v1 = HMAC-SHA256(secret, `${t}.${rawBody}`), compared in constant time, t at most 5 minutes
 * away from now. Answers null when valid, or the reason it is not.
 */
export function verifySignature(header, rawBody, secret, now = Date.now()) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((p) => p.trim().split('='))
      .filter((kv) => kv.length === 2),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return 'malformed signature header';
  if (Math.abs(now / 1000 - t) > TOLERANCE_SECONDS)
    return 'timestamp outside the 5-minute tolerance';
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return 'signature mismatch';
  return null;
}

function option(flag, envName, fallback) {
  const i = process.argv.indexOf(flag);
  if (i !== -1 && process.argv[i + 1] !== undefined) return process.argv[i + 1];
  return process.env[envName] ?? fallback;
}

function main() {
  const secret = option('--secret', 'DESPACHO_WEBHOOK_SECRET');
  if (!secret) {
    console.error('Set DESPACHO_WEBHOOK_SECRET (or --secret) to the endpoint secret (whsec_…).');
    process.exit(1);
  }
  const port = Number(option('--port', 'PORT', '4000'));
  let failuresLeft = Number(option('--fail-first', 'FAIL_FIRST', '0'));

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST') return void res.writeHead(405).end();
      const raw = Buffer.concat(chunks);
      const problem = verifySignature(req.headers['despacho-signature'], raw, secret);
      if (problem) {
        console.error(JSON.stringify({ verified: false, reason: problem }));
        return void res.writeHead(400, { 'content-type': 'text/plain' }).end(problem);
      }
      const event = JSON.parse(raw.toString('utf8'));
      const delivery = req.headers['despacho-delivery'];
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        console.log(
          JSON.stringify({
            verified: true,
            failed_on_purpose: true,
            type: event.type,
            id: event.id,
            delivery,
          }),
        );
        return void res.writeHead(500, { 'content-type': 'text/plain' }).end('failing on purpose');
      }
      console.log(
        JSON.stringify({
          verified: true,
          type: event.type,
          id: event.id,
          delivery,
          data: event.data,
        }),
      );
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.listen(port, '127.0.0.1', () => {
    const { port: actual } = server.address();
    console.log(JSON.stringify({ listening: `http://127.0.0.1:${actual}/` }));
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Run as a program (not when another script imports verifySignature).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
