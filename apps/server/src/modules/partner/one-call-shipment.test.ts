import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  BOX,
  customerWithBalance,
  mexicoId,
  monterrey,
  one,
  romaNorte,
} from '../../../test/helpers/shipment-fixture';

let t: TestApp;
let mx: number;
let key: string;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  mx = await mexicoId(t);
  const owner = await customerWithBalance(t, 'socio.envios@despacho.test', 0);
  ownerId = owner.id;
  const made = await t.request('POST', api('api_keys'), {
    token: owner.token,
    body: { api_key: { name: 'Tienda en línea' } },
  });
  key = made.body.data.key;
});
afterAll(async () => t?.close());

const shipmentsOfOwner = () =>
  one<{ n: number }>(
    t,
    t.demoTenantId,
    sql`select count(*)::int as n from shipments where user_id = ${ownerId}`,
  ).then((r) => r.n);

const create = (shipment: Record<string, unknown>) =>
  t.request('POST', api('shipments'), {
    token: key,
    body: {
      shipment: {
        origin_attributes: monterrey(mx),
        destination_attributes: romaNorte(mx),
        ...shipment,
      },
    },
  });

describe('POST /shipments with a parcel (the partner one-call create)', () => {
  it('saves addresses and parcel together: the shipment is ready for rates', async () => {
    const res = await create({ parcel: BOX });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      step: 'rating',
      parcel: { parcel_type: 'box', length: 30, width: 20, height: 15, weight: 2.5 },
    });
    const rates = await t.request('GET', api(`shipments/${res.body.data.id}/rates`), {
      token: key,
    });
    expect(rates.status).toBe(200);
    expect(rates.body.data.rates.length).toBeGreaterThan(0);
  });

  it('without a parcel it is the wizard’s step 1, unchanged', async () => {
    const res = await create({});
    expect(res.status).toBe(201);
    expect(res.body.data.step).toBe('packaging');
  });

  it('a bad parcel is a 422 per field and leaves no shipment', async () => {
    const before = await shipmentsOfOwner();
    const res = await create({ parcel: { ...BOX, weight: -1, contents: '' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['parcel.contents', 'parcel.weight']);
    expect(await shipmentsOfOwner()).toBe(before);
  });

  it('a failure while saving the parcel rolls the new shipment back too', async () => {
    // The database refuses this parcel only after the shipment row was inserted (step 2).
    const db = t.database.db;
    await db.execute(sql`create or replace function test_refuse_parcel() returns trigger
      language plpgsql as $$ begin
        if new.parcel->>'contents' = 'Rechazar' then
          raise exception 'parcel refused' using errcode = '22023';
        end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger test_refuse_parcel before update on shipments
      for each row execute function test_refuse_parcel()`);
    try {
      const before = await shipmentsOfOwner();
      const res = await create({ parcel: { ...BOX, contents: 'Rechazar' } });
      expect(res.status).toBe(422);
      expect(await shipmentsOfOwner()).toBe(before);
    } finally {
      await db.execute(sql`drop trigger test_refuse_parcel on shipments`);
      await db.execute(sql`drop function test_refuse_parcel()`);
    }
  });
});
