import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { customerWithBalance, one, serviceIdOf } from '../../../test/helpers/shipment-fixture';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { startReceiver, type Receiver } from './webhook-receiver.test-kit';

/**
 * What the webhook event tests share: the demo tenant with its catalogue and the jobs running
 * (a base retry delay of 0 s makes the retries immediate), a real receiver, and merchants each
 * with a balance and endpoints of their own.
 */
export interface WebhooksWorld {
  t: TestApp;
  rx: Receiver;
}

const world = {} as WebhooksWorld & { ground: number; people: number };

export function useWebhooksApp(started: (w: WebhooksWorld) => void) {
  beforeAll(async () => {
    world.t = await createTestApp({
      demoCatalogue: true,
      startJobs: true,
      jobOptions: { pollingIntervalSeconds: 0.5 },
      config: { webhookRetryDelaySeconds: 0 },
    });
    world.ground = await serviceIdOf(world.t, 'TERRESTRE');
    world.rx = await startReceiver();
    world.people = 0;
    started(world);
  }, 120_000);
  afterAll(async () => {
    await world.rx?.close();
    await world.t?.close();
  });
}

export const merchant = (cents = 100_000) =>
  customerWithBalance(world.t, `eventos-${++world.people}@despacho.test`, cents);

export async function endpoint(token: string, path: string, events: string[], enabled = true) {
  const res = await world.t.request('POST', api('webhook_endpoints'), {
    token,
    body: { webhook_endpoint: { url: world.rx.url(path), events, enabled } },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; secret: string };
}

/** Buys the platform's ground service (Despacho Express) from the balance. */
export const buy = async (id: number, token: string) => {
  const res = await world.t.request('POST', api(`shipments/${id}/rates`), {
    token,
    body: { rate: { service_id: world.ground, is_pickup: false, is_from_app: true } },
  });
  expect(res.status).toBe(200);
  return res.body.data.shipment;
};

/** The endpoint's delivery log as its owner reads it (newest first). */
export const deliveries = async (token: string, endpointId: number) =>
  (await world.t.request('GET', api(`webhook_endpoints/${endpointId}/deliveries`), { token })).body
    .data;

/** Deliveries written for an endpoint (written with the change, so no waiting needed). */
export const deliveryCount = (endpointId: number) =>
  one<{ n: string }>(
    world.t,
    world.t.demoTenantId,
    sql`select count(*) as n from webhook_deliveries where endpoint_id = ${endpointId}`,
  ).then((r) => Number(r.n));

export const groundService = () => world.ground;
