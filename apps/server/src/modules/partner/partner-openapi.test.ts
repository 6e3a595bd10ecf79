import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { partnerRouteList } from './partner-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** `/api/v1/shipments/:id` → `/api/v1/shipments/{id}`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the partner OpenAPI document (GET /docs/json)', () => {
  it('lists exactly the partner allowlist, each operation named and secured', async () => {
    const res = await t.request('GET', api('docs/json'), { tenant: null });
    expect(res.status).toBe(200);
    const doc = res.body as {
      paths: Record<
        string,
        Record<
          string,
          { operationId?: string; security?: unknown[]; summary?: string; tags?: string[] }
        >
      >;
      components: { securitySchemes: Record<string, unknown> };
    };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const allowed = partnerRouteList()
      .map((r) => `${r.method} ${openApiPath(r.url)}`)
      .sort();
    expect(documented).toEqual(allowed);

    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const unexplained = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.summary || !op.tags?.length)
        .map(([m]) => `${m} ${path}`),
    );
    expect(unexplained).toEqual([]);
    expect(doc.paths['/api/v1/shipments']!.post!.operationId).toBe('createShipment');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(doc.paths['/api/v1/balance']!.get!.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
  });

  it('every allowlisted route is served by the app', () => {
    const all = t.app.openApiAll().paths ?? {};
    const missing = partnerRouteList().filter(
      (r) =>
        !(all[openApiPath(r.url)] as Record<string, unknown> | undefined)?.[r.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
  });
});
