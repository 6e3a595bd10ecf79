import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant-tx';
import {
  startFedexMockServer,
  type RunningFedexMock,
} from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version';
import { api, createTestApp, ROLES, type Role, type TestApp } from './helpers/test-app';
import {
  BOX,
  customerWithBalance,
  draftShipment,
  mexicoId,
  romaNorte,
  serviceIdOf,
} from './helpers/shipment-fixture';

/**
 * Issue 17 §8: for every role, every action a shipment offers (its `actions`) is accepted by
 * the server, and every action it does not offer is refused — on drafts at each step, bought
 * platform and FedEx shipments, with and without a booked pickup, cancelled ones, and a
 * draft of the operator's own account.
 */
let t: TestApp;
let fedex: RunningFedexMock;
let ground: number;
let saver: number;
let mx: number;
let owner: { id: number; token: string };

beforeAll(async () => {
  fedex = await startFedexMockServer();
  t = await createTestApp({ demoCatalogue: true });
  ground = await serviceIdOf(t, 'TERRESTRE');
  saver = await serviceIdOf(t, 'FEDEX_EXPRESS_SAVER');
  mx = await mexicoId(t);
  await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    await tx.execute(sql`insert into carrier_settings (tenant_id, carrier_id, key, value)
      select ${t.demoTenantId}, carrier_id, 'base_url', ${fedex.url} from services where id = ${saver}`);
    await bumpCatalogueVersion(tx, t.demoTenantId);
  });
  owner = await customerWithBalance(t, 'matriz@despacho.test', 100_000_000);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fedex?.close();
});

/** Every action a shipment may offer (ZShipmentActions). */
const SHIPMENT_ACTIONS = [
  'request_cancellation',
  'cancel',
  'reject_cancel_request',
  'deliver',
  'delete',
  'clone',
  'download_label',
  'download_nota',
  'pickup',
  'reschedule_pickup',
  'edit_addresses',
  'pack',
  'select_rate',
] as const;
type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

/** What each role must have been offered somewhere (so the matrix is not empty by mistake). */
const EXPECTED_OFFERS: Record<Role, ShipmentAction[]> = {
  customer: ['pack', 'select_rate', 'pickup', 'reschedule_pickup', 'request_cancellation'],
  operator: ['pack', 'select_rate', 'download_nota'],
  admin: ['cancel', 'reject_cancel_request', 'pack', 'reschedule_pickup'],
  main_admin: ['cancel', 'reject_cancel_request', 'pack', 'reschedule_pickup'],
  developer: ['deliver', 'delete', 'cancel', 'select_rate'],
};

type Who = { as: Role } | { token: string };
const whoFor = (role: Role): Who => (role === 'customer' ? { token: owner.token } : { as: role });
const mine = (): { token: string } => ({ token: owner.token });

const ok = (res: { status: number; text: string }, what: string) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
};
const buy = async (id: number, serviceId: number) =>
  ok(
    await t.request('POST', api(`shipments/${id}/rates`), {
      ...mine(),
      body: { rate: { service_id: serviceId, is_pickup: serviceId === saver, is_from_app: true } },
    }),
    'buy',
  );
const bought = async (serviceId: number) => {
  const id = await draftShipment(t, mine(), { mx });
  await buy(id, serviceId);
  return id;
};

/** The states a shipment is offered in, each made afresh for every action that changes it. */
const KINDS: Record<string, () => Promise<number>> = {
  packaging: () => draftShipment(t, mine(), { mx, parcel: null }),
  rating: () => draftShipment(t, mine(), { mx }),
  platform_label: () => bought(ground),
  pending_cancellation: async () => {
    const id = await bought(ground);
    await ok(await t.request('PUT', api(`shipments/${id}/request_cancellation`), mine()), 'ask');
    return id;
  },
  canceled: async () => {
    const id = await bought(ground);
    await ok(await t.request('PUT', api(`shipments/${id}/cancel`), { as: 'admin' }), 'cancel');
    return id;
  },
  fedex_label: () => bought(saver),
  fedex_pickup_booked: async () => {
    const id = await bought(saver);
    await ok(
      await t.request('POST', api('pickups'), { ...mine(), body: { pickup: { shipment_id: id } } }),
      'pickup',
    );
    return id;
  },
  operators_own_draft: () => draftShipment(t, 'operator', { mx }),
};

/** The request each action stands for. */
async function perform(action: ShipmentAction, id: number, who: Who) {
  const shipment = await t.request('GET', api(`shipments/${id}`), { as: 'developer' });
  const put = (path: string) => t.request('PUT', api(`shipments/${id}/${path}`), who);
  switch (action) {
    case 'request_cancellation':
      return put('request_cancellation');
    case 'cancel':
      return put('cancel');
    case 'reject_cancel_request':
      return put('reject_cancel_shipment');
    case 'deliver':
      return put('deliver');
    case 'delete':
      return t.request('DELETE', api(`shipments/${id}`), who);
    case 'clone':
      return t.request('POST', api(`shipments/${id}/clone`), who);
    case 'download_label':
      return t.request('GET', api(`shipments/${id}/label`), who);
    case 'download_nota':
      return t.request('GET', api(`shipments/${id}/nota`), who);
    case 'pickup':
      return t.request('POST', api('pickups'), { ...who, body: { pickup: { shipment_id: id } } });
    case 'reschedule_pickup': {
      const pickup = shipment.body.data.pickup as { id: number; date_from: string } | null;
      // Without a pickup there is nothing to move: the server has no such pickup to accept.
      if (!pickup) return { status: 404, text: 'no pickup', body: null };
      const days = await t.request('GET', api('pickups/days'), {
        as: 'developer',
        query: { shipment_id: String(id) },
      });
      return t.request('PUT', api(`pickups/${pickup.id}/reschedule`), {
        ...who,
        body: { pickup: { date: days.body.data.days[1], window: 'afternoon' } },
      });
    }
    case 'edit_addresses':
      return t.request('PUT', api(`shipments/${id}`), {
        ...who,
        body: { shipment: { destination_attributes: romaNorte(mx, { number: '46' }) } },
      });
    case 'pack':
      return t.request('POST', api(`shipments/${id}/parcels`), { ...who, body: { parcel: BOX } });
    case 'select_rate':
      return t.request('GET', api(`shipments/${id}/rates`), who);
  }
}

describe('every action a shipment offers is accepted, every other one refused', () => {
  it.each(ROLES)(
    'as %s',
    async (role) => {
      const who = whoFor(role);
      const mismatches: string[] = [];
      const accepted = new Set<ShipmentAction>();
      for (const [kind, make] of Object.entries(KINDS)) {
        const id = await make();
        const seen = await t.request('GET', api(`shipments/${id}`), who);
        if (seen.status === 404) {
          // Not the caller's to see (a customer and the operator's draft): nothing is offered,
          // and every action is as absent as the shipment.
          for (const action of SHIPMENT_ACTIONS) {
            const res = await perform(action, id, who);
            if (res.status < 400) mismatches.push(`${kind}: hidden, yet ${action} → ${res.status}`);
          }
          continue;
        }
        const offered = seen.body.data.actions as Record<ShipmentAction, boolean | undefined>;
        // Refusals change nothing, so they are all tried on the same shipment…
        for (const action of SHIPMENT_ACTIONS.filter((a) => !offered[a])) {
          const res = await perform(action, id, who);
          if (res.status < 400 || res.status >= 500)
            mismatches.push(`${kind}: ${action} not offered, answered ${res.status}`);
        }
        // …and each offered action on a shipment of its own, in the same state.
        for (const action of SHIPMENT_ACTIONS.filter((a) => offered[a])) {
          const res = await perform(action, await make(), who);
          if (res.status >= 300)
            mismatches.push(`${kind}: ${action} offered, answered ${res.status} ${res.text}`);
          else accepted.add(action);
        }
      }
      expect(mismatches).toEqual([]);
      expect([...accepted]).toEqual(expect.arrayContaining(EXPECTED_OFFERS[role]));
    },
    300_000,
  );
});
