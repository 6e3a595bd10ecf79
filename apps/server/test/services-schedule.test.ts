import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';

/**
 * A service's hours (start_at/end_at) end to end: saved and answered by the API, and read by the
 * `schedule` validator when a quote is rated (issue 17: without them the validator never
 * rejected anything).
 */
let t: TestApp;
let mx: number;
let carrierId: number;
let scheduleValidator: number;

/** "HH:MM" in the tenant's time zone (America/Monterrey), `hours` from now. */
function wallClock(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Monterrey',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

beforeAll(async () => {
  t = await createTestApp();
  const countries = await t.request('GET', api('countries'), {
    as: 'developer',
    query: { search: 'MX', per_page: '300' },
  });
  mx = (countries.body.data as { id: number; code: string }[]).find((c) => c.code === 'MX')!.id;
  const providers = await t.request('GET', api('providers'), { as: 'developer' });
  const generic = (providers.body.data as { id: number; code: string }[]).find(
    (p) => p.code === 'GenericCarrier',
  )!.id;
  const carrier = await t.request('POST', api('carriers'), {
    as: 'developer',
    body: { carrier: { name: 'Paquetería Horario', provider_id: generic } },
  });
  carrierId = carrier.body.data.id;
  const validators = await t.request('GET', api('validators'), {
    as: 'developer',
    query: { per_page: '100' },
  });
  scheduleValidator = (validators.body.data as { id: number; name: string }[]).find(
    (v) => v.name === 'schedule',
  )!.id;
});
afterAll(async () => t?.close());

async function scheduledService(name: string, start_at: string, end_at: string) {
  const res = await t.request('POST', api(`carriers/${carrierId}/services`), {
    as: 'developer',
    body: {
      service: {
        name,
        code: name.toUpperCase().replace(/\W/g, '_'),
        days: 1,
        country_ids: [mx],
        start_at,
        end_at,
        validator_ids: [scheduleValidator],
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  const price = await t.request('POST', api(`services/${res.body.data.id}/service_prices`), {
    as: 'developer',
    body: { service_price: { kg: 10, price: 150, admin_cost: 120, main_admin_cost: 100 } },
  });
  expect(price.status, price.text).toBe(201);
  return res.body.data as { id: number; start_at: string | null; end_at: string | null };
}

const quote = () =>
  t.request('POST', api('quotes'), {
    as: 'admin',
    query: { include_rejected: 'true' },
    body: {
      quote: {
        parcel_type: 'box',
        length: 20,
        width: 20,
        height: 10,
        weight: 2,
        origin_postal_code: '64000',
        origin_country_id: mx,
        destination_postal_code: '06700',
        destination_country_id: mx,
      },
    },
  });

describe('service hours', () => {
  it('are saved, answered, changed and cleared through the API; bad times are refused per field', async () => {
    const created = await scheduledService('Horario API', '09:00', '18:30');
    expect(created).toMatchObject({ start_at: '09:00', end_at: '18:30' });
    const path = api(`services/${created.id}`);
    const read = await t.request('GET', path, { as: 'admin' });
    expect(read.body.data).toMatchObject({ start_at: '09:00', end_at: '18:30' });
    const body = (extra: Record<string, unknown>) => ({
      service: { name: 'Horario API', code: 'HORARIO_API', days: 1, country_ids: [mx], ...extra },
    });
    // A save that does not carry the hours keeps them; '' or null clears them.
    const kept = await t.request('PUT', path, { as: 'admin', body: body({ days: 2 }) });
    expect(kept.body.data).toMatchObject({ days: 2, start_at: '09:00', end_at: '18:30' });
    const bad = await t.request('PUT', path, {
      as: 'admin',
      lang: 'en',
      body: body({ start_at: '25:00', end_at: 'mañana' }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['end_at', 'start_at']);
    const cleared = await t.request('PUT', path, {
      as: 'admin',
      body: body({ start_at: '', end_at: null }),
    });
    expect(cleared.body.data).toMatchObject({ start_at: null, end_at: null });
  });

  it('the schedule validator rejects a quote outside the window and offers it inside', async () => {
    const closed = await scheduledService('Horario cerrado', wallClock(2), wallClock(3));
    const open = await scheduledService('Horario abierto', wallClock(-1), wallClock(1));
    const res = await quote();
    expect(res.status).toBe(200);
    const offered = (res.body.data.rates as { service_id: number }[]).map((r) => r.service_id);
    expect(offered).toContain(open.id);
    expect(offered).not.toContain(closed.id);
    const why = (res.body.data.rejected as { service_id: number; code: string }[]).find(
      (r) => r.service_id === closed.id,
    );
    expect(why).toMatchObject({ code: 'schedule.hours' });
  });
});
