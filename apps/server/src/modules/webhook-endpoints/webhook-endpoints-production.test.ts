import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBalance } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { withTenant } from '../../db/tenant-tx';
import { startReceiver, type Receiver } from '../webhooks/webhook-receiver.test-kit';

// Production mode: https only, and never a private or loopback address (write time and send time).
let t: TestApp;
let rx: Receiver;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { mode: 'production', nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:9' },
  });
  rx = await startReceiver();
  token = (await customerWithBalance(t, 'webhooks-prod@despacho.test', 0)).token;
}, 120_000);
afterAll(async () => {
  await rx?.close();
  await t?.close();
});

const create = (url: string, lang: 'en' | 'es-MX' = 'es-MX') =>
  t.request('POST', api('webhook_endpoints'), {
    token,
    lang,
    body: { webhook_endpoint: { url, events: ['label.purchased'] } },
  });

describe('webhook URLs in production', () => {
  it('requires https', async () => {
    const res = await create('http://93.184.216.34/hooks');
    expect(res.status).toBe(422);
    expect(res.body.errors.url).toEqual(['En producción la URL debe usar https://']);
  });

  it('refuses private, loopback and link-local addresses', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest',
      'https://[::1]/hooks',
    ]) {
      const res = await create(url, 'en');
      expect(res.status, url).toBe(422);
      expect(res.body.errors.url, url).toEqual([
        'The URL points to a private or local address; use a public one',
      ]);
    }
  });

  it('accepts https to a public address', async () => {
    expect((await create('https://93.184.216.34/hooks')).status).toBe(201);
  });

  it('checks the address again when sending: a loopback URL stored earlier is never called', async () => {
    const created = await create('https://93.184.216.35/hooks');
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(
        sql`update webhook_endpoints set url = ${rx.url('/internal').replace('http:', 'https:')}
            where id = ${created.body.data.id}`,
      ),
    );
    const sent = await t.request('POST', api(`webhook_endpoints/${created.body.data.id}/test`), {
      token,
    });
    expect(sent.body.data).toMatchObject({ status: 'failed', response_status: null });
    expect(sent.body.data.error).toMatch(/refused: the address is not allowed \(private\)/);
    expect(rx.received('/internal')).toHaveLength(0);
  });
});
