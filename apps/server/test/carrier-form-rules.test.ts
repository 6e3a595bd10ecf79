import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../src/db/schema';
import { CatalogueFixture } from './helpers/catalogue-fixture';
import { PNG_1PX } from './helpers/images';
import { multipartFile } from './helpers/multipart';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let cat: CatalogueFixture;
let mx: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  cat = new CatalogueFixture(t, t.demoTenantId);
  mx = await cat.country('MX', 'México');
  for (const code of ['GenericCarrier', 'Redpack', 'EstafetaBot676', 'FedexRest'])
    ids[code] = await cat.provider(code);
  // A provider that does not insure, whatever the catalogue says today.
  await cat.run((tx) =>
    tx
      .insert(providers)
      .values({ tenantId: t.demoTenantId, code: 'SinSeguro', name: 'Sin seguro' }),
  );
  ids.SinSeguro = await cat.provider('SinSeguro');
});
afterAll(async () => t?.close());

const saveCarrier = (
  as: 'developer' | 'main_admin' | 'admin',
  carrier: Record<string, unknown>,
  id?: number,
) =>
  t.request(id ? 'PUT' : 'POST', api(id ? `carriers/${id}` : 'carriers'), {
    as,
    body: { carrier },
    lang: 'en',
  });

describe('carrier form rules on the server (spec 3 §2, §4, §5)', () => {
  it('the provider choices say which providers insure, so the form offers provider insurance', async () => {
    const res = await t.request('GET', api('providers'), { as: 'admin' });
    expect(res.status).toBe(200);
    const byCode = new Map(
      (res.body.data as { code: string; supports_insurance: boolean }[]).map((p) => [p.code, p]),
    );
    expect(byCode.get('FedexRest')?.supports_insurance).toBe(true);
    expect(byCode.get('SinSeguro')?.supports_insurance).toBe(false);
  });

  it('insurance_type provider only for a provider that insures', async () => {
    const refused = await saveCarrier('admin', {
      name: 'Sin seguro propio',
      provider_id: ids.SinSeguro,
      insurance_type: 'provider',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.insurance_type).toEqual([
      'This provider offers no insurance of its own',
    ]);
    const ok = await saveCarrier('admin', {
      name: 'Con seguro propio',
      provider_id: ids.FedexRest,
      insurance_type: 'provider',
      insurance_percentage: 1.5,
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.data).toMatchObject({
      insurance_type: 'provider',
      provider: { supports_insurance: true },
    });
  });

  it('forces the Redpack flag off for any provider but Redpack', async () => {
    const pkg = { redpack_static_package: '30x20x10x1', use_redpack_static_package: true };
    const other = await saveCarrier('admin', {
      name: 'No Redpack',
      provider_id: ids.GenericCarrier,
      ...pkg,
    });
    expect(other.status, other.text).toBe(201);
    expect(other.body.data.use_redpack_static_package).toBe(false);
    const redpack = await saveCarrier('admin', {
      name: 'Redpack',
      provider_id: ids.Redpack,
      ...pkg,
    });
    expect(redpack.body.data).toMatchObject({
      redpack_static_package: '30x20x10x1',
      use_redpack_static_package: true,
    });
    const bad = await saveCarrier('admin', {
      name: 'Redpack',
      provider_id: ids.Redpack,
      redpack_static_package: '30x20',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['redpack_static_package']);
  });

  it('static package dimensions: developer or main admin, Estafeta-type providers only', async () => {
    const dims = { static_package_dimensions: '40x30x20x2' };
    const admin = await saveCarrier('admin', {
      name: 'Est',
      provider_id: ids.EstafetaBot676,
      ...dims,
    });
    expect(admin.body.data.static_package_dimensions).toBeNull();
    const owner = await saveCarrier(
      'main_admin',
      { name: 'Est', provider_id: ids.EstafetaBot676, ...dims },
      admin.body.data.id,
    );
    expect(owner.body.data.static_package_dimensions).toBe('40x30x20x2');
    // An admin's save keeps what the main admin set.
    const again = await saveCarrier(
      'admin',
      { name: 'Est 2', provider_id: ids.EstafetaBot676 },
      admin.body.data.id,
    );
    expect(again.body.data.static_package_dimensions).toBe('40x30x20x2');
    const generic = await saveCarrier('developer', {
      name: 'Gen',
      provider_id: ids.GenericCarrier,
      ...dims,
    });
    expect(generic.body.data.static_package_dimensions).toBeNull();
  });

  it('a carrier at its shipment limit is shipment_disabled and cannot be activated', async () => {
    const id = await cat.carrier({
      name: 'Tope',
      status: 'suspended',
      shipmentLimit: 5,
      shipmentCount: 5,
    });
    const read = await t.request('GET', api(`carriers/${id}`), { as: 'admin' });
    expect(read.body.data).toMatchObject({ shipment_disabled: true, shipment_count: 5 });
    const activate = await t.request('PUT', api(`carriers/${id}/activate`), { as: 'admin' });
    expect(activate.status).toBe(422);
  });
});

const service = (extra: Record<string, unknown> = {}) => ({
  name: 'Servicio',
  code: 'STANDARD',
  days: 2,
  country_ids: [mx],
  extra_kg_price: 10,
  extra_kg_overweight_price: 12,
  oversize_kg_price: 15,
  ...extra,
});

describe('service form rules on the server (spec 3 §2, §3, §5)', () => {
  it('only a developer opens a new service on a frozen carrier', async () => {
    const frozen = await cat.carrier({ name: 'Congelada', freezeSettings: true });
    for (const as of ['main_admin', 'admin'] as const) {
      const res = await t.request('POST', api(`carriers/${frozen}/services`), {
        as,
        body: { service: service() },
        lang: 'en',
      });
      expect(res.status).toBe(403);
      expect(res.body.messages[0]).toBe(
        "This carrier's settings are frozen; only a developer adds services",
      );
    }
    const dev = await t.request('POST', api(`carriers/${frozen}/services`), {
      as: 'developer',
      body: { service: service() },
    });
    expect(dev.status, dev.text).toBe(201);
  });

  it("picks the code from the provider's service types (free text for the generic provider)", async () => {
    const fedex = await cat.carrier({ name: 'FedEx', providerCode: 'FedexRest' });
    const bad = await t.request('POST', api(`carriers/${fedex}/services`), {
      as: 'developer',
      body: { service: service({ code: 'CUALQUIERA' }) },
      lang: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.code).toEqual(["Pick one of the provider's service types"]);
    const ok = await t.request('POST', api(`carriers/${fedex}/services`), {
      as: 'developer',
      body: { service: service({ code: 'FEDEX_GROUND', use_of_kg: true }) },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.data.use_of_kg).toBe(false); // Estafeta only
    const generic = await cat.carrier({ name: 'Genérica' });
    const free = await t.request('POST', api(`carriers/${generic}/services`), {
      as: 'developer',
      body: { service: service({ code: 'LO_QUE_SEA' }) },
    });
    expect(free.status, free.text).toBe(201);
  });

  it('takes a service logo checked by content and serves it to <img> tags', async () => {
    const carrier = await cat.carrier({ name: 'Con logo' });
    const created = await t.request('POST', api(`carriers/${carrier}/services`), {
      as: 'admin',
      body: { service: service() },
    });
    const id = created.body.data.id as number;
    expect(created.body.data.logo_url).toBeNull();
    const send = (bytes: Buffer) => {
      const form = multipartFile('logo', 'logo.png', 'image/png', bytes);
      return t.request('POST', api(`services/${id}/logo`), {
        as: 'admin',
        headers: form.headers,
        body: form.body,
      });
    };
    expect((await send(Buffer.from('<svg onload=alert(1)>'))).status).toBe(422);
    const ok = await send(PNG_1PX);
    expect(ok.status, ok.text).toBe(200);
    const url = ok.body.data.logo_url as string;
    expect(url).toMatch(/^\/api\/v1\/branding\/demo\/services\/\d+\/logo\?v=\d+$/);
    const image = await t.request('GET', url, { tenant: null });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});
