import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBalance, one } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, OTHER_TENANT, type TestApp } from '../../../test/helpers/test-app';
import { withTenant } from '../../db/tenant-tx';
import {
  startReceiver,
  verifySignature,
  type Receiver,
} from '../webhooks/webhook-receiver.test-kit';

let t: TestApp;
let rx: Receiver;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
  rx = await startReceiver();
}, 120_000);
afterAll(async () => {
  await rx?.close();
  await t?.close();
});

const merchant = () => customerWithBalance(t, `webhooks-${++people}@despacho.test`, 0);
const form = (over: Record<string, unknown> = {}) => ({
  webhook_endpoint: { url: rx.url('/hooks'), events: ['label.purchased'], ...over },
});
const create = (token: string, over: Record<string, unknown> = {}) =>
  t.request('POST', api('webhook_endpoints'), { token, body: form(over) });

describe('webhook endpoints: register, list, change, delete', () => {
  it('shows the secret once (whsec_ + 32 base62), keeps it encrypted, and lists the hint', async () => {
    const { token } = await merchant();
    const res = await create(token, { description: 'Mi ERP', events: ['shipment.created'] });
    expect(res.status).toBe(201);
    const e = res.body.data;
    expect(e.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(e).toMatchObject({
      url: rx.url('/hooks'),
      description: 'Mi ERP',
      events: ['shipment.created'],
      enabled: true,
      secret_hint: `whsec_…${e.secret.slice(-4)}`,
      last_delivery_status: null,
    });
    const stored = await one<{ s: string }>(
      t,
      t.demoTenantId,
      sql`select secret_encrypted as s from webhook_endpoints where id = ${e.id}`,
    );
    expect(stored.s).not.toContain(e.secret.slice(6));
    const list = await t.request('GET', api('webhook_endpoints'), { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].secret).toBeUndefined();
    expect(list.body.data[0].secret_hint).toBe(e.secret_hint);
    const read = await t.request('GET', api(`webhook_endpoints/${e.id}`), { token });
    expect(read.body.data.secret).toBeUndefined();
  });

  it('refuses bad input field by field, in the caller’s language', async () => {
    const { token } = await merchant();
    const noUrl = await create(token, { url: '' });
    expect(noUrl.status).toBe(422);
    expect(Object.keys(noUrl.body.errors)).toEqual(['url']);
    const notUrl = await create(token, { url: 'no es una url' });
    expect(notUrl.body.errors.url).toEqual(['Escribe una URL completa que empiece con https://']);
    const ftp = await create(token, { url: 'ftp://files.example.com/x' });
    expect(ftp.status).toBe(422);
    expect(ftp.body.errors.url).toBeDefined();
    const none = await t.request('POST', api('webhook_endpoints'), {
      token,
      lang: 'en',
      body: form({ events: [] }),
    });
    expect(none.status).toBe(422);
    expect(none.body.errors.events).toEqual(['Choose at least one event']);
    const unknown = await create(token, { events: ['order.paid'] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)[0]).toMatch(/^events/);
    const list = await t.request('GET', api('webhook_endpoints'), { token });
    expect(list.body.data).toEqual([]);
  });

  it('allows 10 endpoints per account; the 11th is a 422 and is not written', async () => {
    const { token } = await merchant();
    for (let i = 0; i < 10; i++) expect((await create(token)).status).toBe(201);
    const eleventh = await create(token);
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.errors.base).toEqual(['Puedes registrar hasta 10 endpoints']);
    const list = await t.request('GET', api('webhook_endpoints'), { token });
    expect(list.body.data).toHaveLength(10);
  });

  it('updates url, events and enabled, and deletes', async () => {
    const { token } = await merchant();
    const id = (await create(token)).body.data.id;
    const put = await t.request('PUT', api(`webhook_endpoints/${id}`), {
      token,
      body: form({
        url: rx.url('/otro'),
        events: ['tracking.updated', 'shipment.delivered'],
        enabled: false,
      }),
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      url: rx.url('/otro'),
      events: ['tracking.updated', 'shipment.delivered'],
      enabled: false,
    });
    expect(put.body.data.secret).toBeUndefined();
    const del = await t.request('DELETE', api(`webhook_endpoints/${id}`), { token });
    expect(del.body).toEqual({ data: { ok: true } });
    expect((await t.request('GET', api(`webhook_endpoints/${id}`), { token })).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.request('GET', api('webhook_endpoints'), { as: null })).status).toBe(401);
  });
});

describe('test event, rotation, delivery log and resend', () => {
  it('sends a signed ping the receiver verifies; rotating the secret changes the signature', async () => {
    const { token } = await merchant();
    const created = (await create(token, { url: rx.url('/ping') })).body.data;
    const sent = await t.request('POST', api(`webhook_endpoints/${created.id}/test`), { token });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      event_type: 'ping',
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
      response_body: 'ok',
    });
    const got = await rx.nth('/ping', 1);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toBe('Despacho-Webhooks/1');
    expect(got.headers['despacho-event']).toBe('ping');
    expect(got.headers['despacho-delivery']).toBe(String(sent.body.data.id));
    expect(got.json).toMatchObject({
      id: sent.body.data.event_id,
      type: 'ping',
      data: { webhook_endpoint: { id: created.id, events: ['label.purchased'] } },
    });
    const signature = String(got.headers['despacho-signature']);
    expect(verifySignature(created.secret, got.raw, signature)).toBe(true);
    // A body changed on the way, or a stale timestamp, fails the receiver's check.
    expect(verifySignature(created.secret, got.raw.replace('ping', 'pong'), signature)).toBe(false);
    expect(
      verifySignature(created.secret, got.raw, signature, Math.floor(Date.now() / 1000) + 301),
    ).toBe(false);

    const rotated = await t.request('POST', api(`webhook_endpoints/${created.id}/rotate_secret`), {
      token,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    expect(rotated.body.data.secret).not.toBe(created.secret);
    await t.request('POST', api(`webhook_endpoints/${created.id}/test`), { token });
    const again = await rx.nth('/ping', 2);
    const header = String(again.headers['despacho-signature']);
    expect(verifySignature(rotated.body.data.secret, again.raw, header)).toBe(true);
    expect(verifySignature(created.secret, again.raw, header)).toBe(false);
    const list = await t.request('GET', api('webhook_endpoints'), { token });
    expect(list.body.data[0]).toMatchObject({
      last_delivery_status: 'succeeded',
      secret_hint: `whsec_…${rotated.body.data.secret.slice(-4)}`,
    });
  });

  it('keeps the first 1,000 characters of a long reply, without NUL characters', async () => {
    const { token } = await merchant();
    const id = (await create(token, { url: rx.url('/long') })).body.data.id;
    rx.answer('/long', () => ({ status: 200, body: `a\u0000${'é'.repeat(5000)}` }));
    const sent = await t.request('POST', api(`webhook_endpoints/${id}/test`), { token });
    expect(sent.body.data.status).toBe('succeeded');
    expect(sent.body.data.response_body).toBe(`a${'é'.repeat(999)}`);
  });

  it('pages the delivery log newest first and shows the exact body sent', async () => {
    const { token } = await merchant();
    const id = (await create(token, { url: rx.url('/log') })).body.data.id;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await t.request('POST', api(`webhook_endpoints/${id}/test`), { token })).body.data.id,
      );
    const first = await t.request('GET', api(`webhook_endpoints/${id}/deliveries`), {
      token,
      query: { page: '1', per_page: '2' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.map((d: { id: number }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.pagination).toMatchObject({
      page: 1,
      per_page: 2,
      total_objects: 3,
      total_pages: 2,
    });
    expect(first.body.data[0].body).toBeUndefined();
    const second = await t.request('GET', api(`webhook_endpoints/${id}/deliveries`), {
      token,
      query: { page: '2', per_page: '2' },
    });
    expect(second.body.data.map((d: { id: number }) => d.id)).toEqual([ids[0]]);
    const detail = await t.request('GET', api(`webhook_deliveries/${ids[0]}`), { token });
    expect(detail.body.data.body).toBe((await rx.nth('/log', 1)).raw);
  });

  it('resends a failed delivery with the same body and event id, and refuses while pending', async () => {
    const { token } = await merchant();
    const endpoint = (await create(token, { url: rx.url('/flaky') })).body.data;
    rx.answer('/flaky', (_r, n) => (n === 1 ? { status: 500, body: 'se cayó' } : { status: 204 }));
    const failed = await t.request('POST', api(`webhook_endpoints/${endpoint.id}/test`), { token });
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      attempts: 1,
      response_status: 500,
      response_body: 'se cayó',
      error: 'HTTP 500',
    });
    const resent = await t.request(
      'POST',
      api(`webhook_deliveries/${failed.body.data.id}/resend`),
      {
        token,
      },
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({
      id: failed.body.data.id,
      status: 'succeeded',
      attempts: 2,
      response_status: 204,
      error: null,
    });
    const [one, two] = [await rx.nth('/flaky', 1), await rx.nth('/flaky', 2)];
    expect(two.raw).toBe(one.raw);
    expect(two.json.id).toBe(failed.body.data.event_id);
    expect(
      verifySignature(endpoint.secret, two.raw, String(two.headers['despacho-signature'])),
    ).toBe(true);

    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.execute(
        sql`update webhook_deliveries set status = 'pending' where id = ${failed.body.data.id}`,
      ),
    );
    const busy = await t.request('POST', api(`webhook_deliveries/${failed.body.data.id}/resend`), {
      token,
    });
    expect(busy.status).toBe(409);
  });
});

describe('isolation', () => {
  it('another account’s or tenant’s endpoint or delivery is a 404', async () => {
    const owner = await merchant();
    const stranger = await merchant();
    const id = (await create(owner.token, { url: rx.url('/mine') })).body.data.id;
    const delivery = (await t.request('POST', api(`webhook_endpoints/${id}/test`), owner)).body.data
      .id;
    const signIn = await t.request('POST', api('users/sign_in'), {
      tenant: OTHER_TENANT,
      body: { user: { email: 'customer@otra.test', password: 'Despacho.2026' } },
    });
    const otherTenant = signIn.body.data.token as string;
    for (const [token, tenant] of [
      [stranger.token, 'demo'],
      [otherTenant, OTHER_TENANT],
    ] as const) {
      for (const [method, path] of [
        ['GET', `webhook_endpoints/${id}`],
        ['PUT', `webhook_endpoints/${id}`],
        ['DELETE', `webhook_endpoints/${id}`],
        ['POST', `webhook_endpoints/${id}/rotate_secret`],
        ['POST', `webhook_endpoints/${id}/test`],
        ['GET', `webhook_endpoints/${id}/deliveries`],
        ['GET', `webhook_deliveries/${delivery}`],
        ['POST', `webhook_deliveries/${delivery}/resend`],
      ] as const) {
        const res = await t.request(method, api(path), {
          token,
          tenant,
          ...(method === 'PUT' ? { body: form() } : {}),
        });
        expect(res.status, `${method} ${path} (${tenant})`).toBe(404);
      }
      const list = await t.request('GET', api('webhook_endpoints'), { token, tenant });
      expect(list.body.data).toEqual([]);
    }
    expect(rx.received('/mine')).toHaveLength(1);
  });
});
