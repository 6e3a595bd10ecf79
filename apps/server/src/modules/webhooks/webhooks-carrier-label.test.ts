import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '../../db/tenant-tx';
import { api, type TestApp } from '../../../test/helpers/test-app';
import { useFedexApp } from '../../../test/shipments-fedex-fixture';

// A carrier's label (FedEx mock over HTTP): the purchase's finishing transaction writes the
// label.purchased delivery with the shipment as its owner reads it.
let t: TestApp;
let buyer: { id: number; token: string };
const { boughtWithFedex } = useFedexApp(
  () => Date.now(),
  (world) => ({ t, buyer } = world),
);

describe('label.purchased for a carrier label', () => {
  it('is written in the purchase’s transaction with the bought shipment', async () => {
    const endpoint = await t.request('POST', api('webhook_endpoints'), {
      token: buyer.token,
      body: { webhook_endpoint: { url: 'http://127.0.0.1:9/hooks', events: ['label.purchased'] } },
    });
    expect(endpoint.status).toBe(201);
    const { id, tracking } = await boughtWithFedex();
    const rows = await withTenant(t.database.db, t.demoTenantId, async (tx) =>
      rowsOf<{ event_type: string; body: string; status: string }>(
        await tx.execute(
          sql`select event_type, body, status from webhook_deliveries where endpoint_id = ${endpoint.body.data.id}`,
        ),
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
    const event = JSON.parse(rows[0]!.body);
    expect(event).toMatchObject({
      type: 'label.purchased',
      data: {
        shipment: { id, status: 'success', tracking_number: tracking, provider_code: 'FedexRest' },
      },
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await t.request('GET', api(`shipments/${id}`), { token: buyer.token });
    expect(event.data.shipment).toEqual({ ...read.body.data, updated_at: expect.any(String) });
  });
});
