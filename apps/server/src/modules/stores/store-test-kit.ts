import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { rowsOf, withTenant } from '../../db/tenant-tx';
import { storeMockStates } from '../../integrations/stores/demo-mocks';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { serviceIdOf } from '../../../test/helpers/shipment-fixture';

/**
 * Tests reach the store mocks the way the demo does: mounted in the app itself, the app
 * listening on an ephemeral loopback port and PUBLIC_URL pointing there (read at call time).
 */
export async function listenForMocks(t: TestApp): Promise<void> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  (t.config as { publicUrl: string }).publicUrl = `http://127.0.0.1:${port}`;
}

export const mocks = (t: TestApp) => storeMockStates(t.app)!;

export async function rows<T>(
  t: TestApp,
  query: ReturnType<typeof sql>,
  tenantId = t.demoTenantId,
) {
  return rowsOf<T>(await withTenant(t.database.db, tenantId, (tx) => tx.execute(query)));
}

/** Jobs the app enqueued (the queue is not started in tests; a test runs the handlers). */
export function captureJobs(t: TestApp) {
  const sent: { name: string; data: Record<string, number> }[] = [];
  t.deps.jobs.send = async <T extends object>(name: string, data: T) => {
    sent.push({ name, data: data as unknown as Record<string, number> });
  };
  return sent;
}

/** Follows an authorization URL through the mock's consent page: the return page's query. */
export async function approve(url: string): Promise<Record<string, string>> {
  const approveUrl = url.replace('/admin/oauth/authorize', '/admin/oauth/approve');
  const res = await fetch(approveUrl, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`approve: ${res.status} ${await res.text()}`);
  const back = new URL(res.headers.get('location')!);
  return Object.fromEntries(back.searchParams.entries());
}

/**
 * Carmen buys the ground (TERRESTRE) rate for the first of a store's shipments waiting at the
 * rate step: answers that shipment and the purchase's reply.
 */
export async function buyStoreOrderLabel(t: TestApp, storeId: number) {
  const list = await t.request('GET', api('shipments'), {
    as: 'customer',
    query: { 'where[store_id]': String(storeId) },
  });
  const target = list.body.data.find((s: { step: string }) => s.step === 'rating');
  const bought = await t.request('POST', api(`shipments/${target.id}/rates`), {
    as: 'customer',
    body: {
      rate: {
        service_id: await serviceIdOf(t, 'TERRESTRE'),
        is_pickup: false,
        is_from_app: true,
      },
    },
  });
  return { target, bought };
}

export { sql };
