import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, LONG, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const valid = {
  title: 'Mantenimiento',
  description: '<p>Hola <b>mundo</b></p>',
  notice_type: 'warning',
  status: 'active',
};

describe('GET /notices', () => {
  it('lists the tenant notices for staff with pagination', async () => {
    const res = await t.request('GET', api('notices'), { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((n: { title: string }) => n.title).sort()).toEqual([
      'Bienvenido a Despacho',
      'Horario de días festivos',
    ]);
    expect(res.body.pagination).toEqual({
      page: 1,
      per_page: 10,
      total_objects: 2,
      total_pages: 1,
    });
  });

  it('filters with where[] and orders by a whitelisted field', async () => {
    const res = await t.request('GET', api('notices'), {
      as: 'admin',
      query: { 'where[notice_type]': 'warning', order: 'title asc' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].notice_type).toBe('warning');
  });

  it('rejects an unknown filter value with 422', async () => {
    const res = await t.request('GET', api('notices'), {
      as: 'admin',
      query: { 'where[status]': 'nope' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['where[status]']).toEqual(['El valor no es válido']);
  });

  it('is refused to customers (403) and to anonymous callers (401)', async () => {
    expect((await t.request('GET', api('notices'), { as: 'customer' })).status).toBe(403);
    expect((await t.request('GET', api('notices'))).status).toBe(401);
  });
});

describe('GET /notices/:id', () => {
  it("answers 404 for another tenant's notice", async () => {
    const res = await t.request('GET', api(`notices/${t.other.noticeId}`), { as: 'developer' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('POST /notices', () => {
  it('creates a notice with sanitised HTML', async () => {
    const res = await t.request('POST', api('notices'), {
      as: 'admin',
      body: {
        notice: {
          ...valid,
          description:
            '<p onclick="x()">Hola <a href="javascript:alert(1)">mal</a> <a href="https://ok.test">bien</a><script>alert(1)</script><img src=x onerror="alert(1)"></p>',
        },
      },
    });
    expect(res.status).toBe(201);
    const html: string = res.body.data.description;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('href="https://ok.test"');
  });

  it('answers 422 per field in Spanish by default and in English on request', async () => {
    const es = await t.request('POST', api('notices'), {
      as: 'admin',
      body: { notice: { title: '', description: LONG } },
    });
    expect(es.status).toBe(422);
    expect(es.body.errors.title).toEqual(['Este campo es obligatorio']);
    expect(es.body.errors.description).toEqual(['Máximo 5000 caracteres']);
    const en = await t.request('POST', api('notices'), {
      as: 'admin',
      lang: 'en',
      body: { notice: { title: LONG, description: 'ok' } },
    });
    expect(en.status).toBe(422);
    expect(en.body.errors.title).toEqual(['At most 120 characters']);
    expect(en.body.messages.length).toBeGreaterThan(0);
  });

  it('is refused to operators and customers', async () => {
    for (const role of ['operator', 'customer'] as const) {
      expect(
        (await t.request('POST', api('notices'), { as: role, body: { notice: valid } })).status,
      ).toBe(403);
    }
  });
});

describe('PUT /notices/:id', () => {
  it("updates its tenant's notice and answers 404 for another tenant's, changing nothing", async () => {
    const created = await t.request('POST', api('notices'), {
      as: 'admin',
      body: { notice: valid },
    });
    const id = created.body.data.id;
    const upd = await t.request('PUT', api(`notices/${id}`), {
      as: 'main_admin',
      body: {
        notice: { ...valid, title: 'Cambiado', status: 'suspended', expires_at: '2030-01-31' },
      },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({
      title: 'Cambiado',
      status: 'suspended',
      expires_at: '2030-01-31',
    });

    const cross = await t.request('PUT', api(`notices/${t.other.noticeId}`), {
      as: 'developer',
      body: { notice: { ...valid, title: 'Hackeado' } },
    });
    expect(cross.status).toBe(404);
    const theirs = await t.request('GET', api(`notices/${t.other.noticeId}`), {
      as: 'main_admin',
      tenant: 'otra',
    });
    expect(theirs.body.data.title).toBe('Aviso de otra');
  });
});

describe('expiry dates', () => {
  it('refuses an expiry date in the past, in both languages, and flags expired notices', async () => {
    const es = await t.request('POST', api('notices'), {
      as: 'admin',
      body: { notice: { ...valid, expires_at: '2020-01-01' } },
    });
    expect(es.status).toBe(422);
    expect(es.body.errors).toEqual({ expires_at: ['La fecha no puede ser anterior a hoy'] });
    const en = await t.request('POST', api('notices'), {
      as: 'admin',
      lang: 'en',
      body: { notice: { ...valid, expires_at: '2020-01-01' } },
    });
    expect(en.body.errors).toEqual({ expires_at: ['The date cannot be in the past'] });

    const future = await t.request('POST', api('notices'), {
      as: 'admin',
      body: { notice: { ...valid, expires_at: '2099-12-31' } },
    });
    expect(future.status).toBe(201);
    expect(future.body.data.expired).toBe(false);
  });
});

describe('DELETE /notices/:id', () => {
  it('deletes its tenant’s notice; another tenant’s is 404 and stays', async () => {
    const created = await t.request('POST', api('notices'), {
      as: 'admin',
      body: { notice: { ...valid, title: 'Para borrar' } },
    });
    const id = created.body.data.id;
    expect((await t.request('DELETE', api(`notices/${id}`), { as: 'operator' })).status).toBe(403);
    expect((await t.request('DELETE', api(`notices/${id}`))).status).toBe(401);
    const res = await t.request('DELETE', api(`notices/${id}`), { as: 'admin' });
    expect(res.body).toEqual({ data: { ok: true } });
    expect((await t.request('GET', api(`notices/${id}`), { as: 'admin' })).status).toBe(404);

    const cross = await t.request('DELETE', api(`notices/${t.other.noticeId}`), {
      as: 'developer',
    });
    expect(cross.status).toBe(404);
    const theirs = await t.request('GET', api(`notices/${t.other.noticeId}`), {
      as: 'main_admin',
      tenant: 'otra',
    });
    expect(theirs.body.data.title).toBe('Aviso de otra');
  });
});

describe('POST /notices/:id/dismiss', () => {
  it('closes a notice on one user’s dashboard only', async () => {
    const titles = async (role: 'customer' | 'admin') =>
      (await t.request('GET', api('dashboards'), { as: role })).body.data.notices.map(
        (n: { title: string }) => n.title,
      ) as string[];
    const list = await t.request('GET', api('notices'), {
      as: 'admin',
      query: { search: 'Bienvenido' },
    });
    const welcome = list.body.data[0];
    expect(await titles('customer')).toContain(welcome.title);

    const res = await t.request('POST', api(`notices/${welcome.id}/dismiss`), { as: 'customer' });
    expect(res.body).toEqual({ data: { ok: true } });
    expect(await titles('customer')).not.toContain(welcome.title);
    expect(await titles('admin')).toContain(welcome.title);
    // Closing twice is harmless.
    expect(
      (await t.request('POST', api(`notices/${welcome.id}/dismiss`), { as: 'customer' })).status,
    ).toBe(200);
  });

  it('is 401 signed out and 404 for another tenant’s notice', async () => {
    expect((await t.request('POST', api(`notices/${t.other.noticeId}/dismiss`))).status).toBe(401);
    expect(
      (await t.request('POST', api(`notices/${t.other.noticeId}/dismiss`), { as: 'customer' }))
        .status,
    ).toBe(404);
  });
});
