import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, services, userPrices, users } from '../src/db/schema';
import { withTenant } from '../src/db/tenant-tx';
import { lastMailTo, tokenFromMail } from './helpers/mailbox';
import { api, createTestApp, PASSWORD, type Role, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
});
afterAll(async () => t?.close());

let ipCounter = 0;
const signIn = (email: string, password = PASSWORD) =>
  t.request('POST', api('users/sign_in'), {
    ip: `10.50.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`,
    body: { user: { email, password } },
  });

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Nora',
  last_name: 'Núñez',
  email,
  phone: '(81) 1234-5678',
  ...extra,
});

async function createUser(as: Role, user: Record<string, unknown>, lang?: 'en') {
  return t.request('POST', api('users'), { as, lang, body: { user } });
}
async function newUserId(
  email: string,
  extra: Record<string, unknown> = {},
  as: Role = 'developer',
) {
  const res = await createUser(as, person(email, extra));
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}
const put = (id: number, user: Record<string, unknown>, as: Role = 'admin') =>
  t.request('PUT', api(`users/${id}`), { as, body: { user } });
const idOf = async (role: Role) => {
  const res = await t.request('GET', api('users'), {
    as: 'developer',
    query: { search: t.emailOf(role) },
  });
  return (res.body.data as { id: number; email: string }[]).find(
    (u) => u.email === t.emailOf(role),
  )!.id;
};

describe('GET /users (the staff list)', () => {
  const emails = Array.from(
    { length: 12 },
    (_, i) => `lista-${String(i + 1).padStart(2, '0')}@example.com`,
  );
  const ids: number[] = [];
  beforeAll(async () => {
    for (const [i, email] of emails.entries()) {
      ids.push(
        await newUserId(email, {
          name: i % 2 ? 'Pablo' : 'Zoe',
          last_name: `Apellido${i}`,
          phone: `55000000${String(i).padStart(2, '0')}`,
          user_type: 'customer',
          special_carriers: i < 3,
        }),
      );
    }
  });

  it('pages 10 at a time, newest first, searching the e-mail by default', async () => {
    const first = await t.request('GET', api('users'), {
      as: 'operator',
      query: { search: 'lista-' },
    });
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({
      page: 1,
      per_page: 10,
      total_objects: 12,
      total_pages: 2,
    });
    expect(first.body.data.map((u: { email: string }) => u.email)).toEqual(
      [...emails].reverse().slice(0, 10),
    );
    const second = await t.request('GET', api('users'), {
      as: 'operator',
      query: { search: 'LISTA-', page: '2' },
    });
    expect(second.body.data.map((u: { email: string }) => u.email)).toEqual([emails[1], emails[0]]);
    const row = first.body.data[0];
    expect(row).toMatchObject({
      fullname: 'Pablo Apellido11',
      phone: '5500000011',
      balance: '0.00',
      user_type: 'customer',
      status: 'active',
      parent_email: null,
      user_prices_count: 0,
      confirmed_at: null,
      own_agreements_price: null,
      export_csv_visible: false,
    });
    expect(row.referral_code).toMatch(/^[A-Z0-9]+$/);
  });

  it('sorts by a whitelisted column and searches the chosen field', async () => {
    const byName = await t.request('GET', api('users'), {
      as: 'admin',
      query: { search: 'lista-', order: 'name asc', per_page: '20' },
    });
    const names = byName.body.data.map((u: { name: string }) => u.name);
    expect(names.slice(0, 6)).toEqual(Array(6).fill('Pablo'));
    expect(names.slice(6)).toEqual(Array(6).fill('Zoe'));

    const search = async (field: string, term: string) => {
      const res = await t.request('GET', api('users'), {
        as: 'admin',
        query: { search_field: field, search: term },
      });
      expect(res.status).toBe(200);
      return res.body.data.map((u: { email: string }) => u.email) as string[];
    };
    expect(await search('last_name', 'apellido10')).toEqual(['lista-11@example.com']);
    expect(await search('phone', '5500000003')).toEqual(['lista-04@example.com']);
    expect(await search('name', 'carmen')).toEqual(['customer@despacho.test']);
    const one = await t.request('GET', api(`users/${ids[4]}`), { as: 'admin' });
    expect(await search('id', String(one.body.data.sequential_id))).toContain(
      'lista-05@example.com',
    );
    expect(await search('id', 'abc')).toEqual([]);
    expect(await search('referral_code', one.body.data.referral_code)).toEqual([
      'lista-05@example.com',
    ]);
    // The e-mail search does not look at names.
    expect(await search('email', 'Zoe')).toEqual([]);
  });

  it('filters by status, special carriers and custom prices', async () => {
    expect((await put(ids[0]!, { status: 'suspended' })).status).toBe(200);
    const [service] = await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.select({ id: services.id }).from(services).limit(1),
    );
    await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.insert(userPrices).values({
        tenantId: t.demoTenantId,
        userId: ids[5]!,
        serviceId: service!.id,
        kg: 1,
        priceCents: 9900,
      }),
    );
    const emailsWith = async (query: Record<string, string>) => {
      const res = await t.request('GET', api('users'), {
        as: 'operator',
        query: { search: 'lista-', per_page: '50', ...query },
      });
      expect(res.status).toBe(200);
      return (res.body.data as { email: string }[]).map((u) => u.email).sort();
    };
    expect(await emailsWith({ 'where[status]': 'suspended' })).toEqual([emails[0]]);
    expect(await emailsWith({ 'where[status]': '1' })).toEqual([emails[0]]);
    expect(await emailsWith({ 'where[status]': 'active' })).toHaveLength(11);
    expect(await emailsWith({ 'where[special_carriers]': 'included' })).toEqual(emails.slice(0, 3));
    expect(await emailsWith({ 'where[special_carriers]': 'excluded' })).toHaveLength(9);
    expect(await emailsWith({ 'where[custom_price]': 'with' })).toEqual([emails[5]]);
    const priced = await t.request('GET', api(`users/${ids[5]}`), { as: 'operator' });
    expect(priced.body.data.user_prices_count).toBe(1);
  });

  it('refuses unknown filter values per field, and customers altogether', async () => {
    const bad = await t.request('GET', api('users'), {
      as: 'admin',
      query: { 'where[status]': 'deleted', search_field: 'password_hash' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['search_field', 'where[status]']);
    expect((await t.request('GET', api('users'), { as: 'customer' })).status).toBe(403);
    expect((await t.request('GET', api('users'))).status).toBe(401);
  });
});

describe('POST /users', () => {
  it('creates an unconfirmed operator by default and mails a "create your password" link', async () => {
    const res = await createUser('admin', person('nuevo.operador@example.com'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'nuevo.operador@example.com',
      phone: '8112345678',
      user_type: 'operator',
      status: 'active',
      special_carriers: true,
      confirmed_at: null,
    });
    const mail = await lastMailTo(t, 'nuevo.operador@example.com');
    expect(mail?.subject).toBe('Tu cuenta de Despacho Demo está lista: crea tu contraseña');
    const token = tokenFromMail(mail!.text, 'reset_password_token');
    // A welcome is not read within a forgotten-password link's 2 hours: this one lasts 3 days.
    const [stored] = await withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx
        .select({ expiresAt: authTokens.expiresAt })
        .from(authTokens)
        .where(eq(authTokens.userId, res.body.data.id)),
    );
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
    const reset = await t.request('PUT', api('reset_password'), {
      body: {
        user: {
          password: 'Nueva.Clave1',
          password_confirmation: 'Nueva.Clave1',
          reset_password_token: token,
        },
      },
    });
    expect(reset.status).toBe(200);
    // Setting the password proves the address: the account can sign in.
    expect((await signIn('nuevo.operador@example.com', 'Nueva.Clave1')).status).toBe(200);
  });

  it('with a password, sends the confirmation e-mail instead', async () => {
    const res = await createUser(
      'admin',
      person('con.clave@example.com', { password: 'Clave.2026x' }),
    );
    expect(res.status).toBe(201);
    const mail = await lastMailTo(t, 'con.clave@example.com');
    expect(mail?.text).toContain('confirmation_token=');
    expect((await signIn('con.clave@example.com', 'Clave.2026x')).body.code).toBe(
      'unconfirmed_account',
    );
  });

  it('answers each bad field, in the request language, and saves nothing', async () => {
    const res = await createUser('admin', {
      name: '',
      last_name: 'x'.repeat(36),
      email: 'no-es-correo',
      phone: '123',
      user_type: 'jefe',
      password: 'corta',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Este campo es obligatorio'],
      last_name: ['Máximo 35 caracteres'],
      email: ['Por favor, introduce una dirección de correo electrónico válida'],
      phone: ['El teléfono debe tener 10 dígitos'],
      user_type: ['El valor no es válido'],
      password: ['La contraseña debe tener entre 8 y 35 caracteres'],
    });
    const en = await createUser('admin', { ...person('x@example.com'), phone: '' }, 'en');
    expect(Object.keys(en.body.errors)).toEqual(['phone']);
    expect(en.body.errors.phone[0]).toBe('This field is required');
    const after = await t.request('GET', api('users'), {
      as: 'admin',
      query: { search: 'x@example.com' },
    });
    expect(after.body.data).toEqual([]);
  });

  it('refuses an e-mail already used in the tenant (any case), not one of another tenant', async () => {
    const dup = await createUser('admin', person('Customer@Despacho.TEST'));
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ email: ['Ya está en uso'] });
    expect((await createUser('admin', person('admin@otra.test'))).status).toBe(201);
  });

  it('lets each role give only the roles below or at its own', async () => {
    const tries: [Role, string, number][] = [
      ['operator', 'customer', 403],
      ['customer', 'customer', 403],
      ['admin', 'main_admin', 403],
      ['admin', 'developer', 403],
      ['admin', 'admin', 201],
      ['main_admin', 'developer', 403],
      ['main_admin', 'main_admin', 403],
      ['main_admin', 'admin', 201],
      ['developer', 'main_admin', 201],
      ['developer', 'developer', 201],
    ];
    for (const [as, type, status] of tries) {
      const res = await createUser(
        as,
        person(`rol-${as}-${type}@example.com`, { user_type: type }),
      );
      expect([as, type, res.status]).toEqual([as, type, status]);
    }
  });

  it('keeps the CSV switch for developers and the own-agreements price for customers', async () => {
    const csv = await createUser(
      'admin',
      person('csv-admin@example.com', { export_csv_visible: true }),
    );
    expect(csv.status).toBe(403);
    const dev = await createUser(
      'developer',
      person('csv-dev@example.com', {
        export_csv_visible: true,
        user_type: 'customer',
        own_agreements_price: '12.5',
      }),
    );
    expect(dev.body.data).toMatchObject({
      export_csv_visible: true,
      own_agreements_price: '12.50',
    });
    const staff = await createUser(
      'admin',
      person('precio-op@example.com', { user_type: 'operator', own_agreements_price: 10 }),
    );
    expect(staff.status).toBe(422);
    expect(staff.body.errors).toEqual({
      own_agreements_price: ['Solo aplica a cuentas de cliente'],
    });
  });
});

describe('PUT /users/:id', () => {
  it('edits the fields sent and keeps the others', async () => {
    const id = await newUserId('editar@example.com', { company: 'Antes', notes: 'nota' });
    const res = await put(id, { name: 'Nueva', company: 'Después', phone: '33 1234 5678' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Nueva',
      last_name: 'Núñez',
      company: 'Después',
      phone: '3312345678',
      notes: 'nota',
    });
    const taken = await put(id, { email: 'ADMIN@despacho.test' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['Ya está en uso'] });
    const bad = await put(id, { phone: '12', status: 'borrado' });
    expect(bad.body.errors).toEqual({
      phone: ['El teléfono debe tener 10 dígitos'],
      status: ['El valor no es válido'],
    });
    expect((await t.request('GET', api(`users/${id}`), { as: 'admin' })).body.data.name).toBe(
      'Nueva',
    );
  });

  it('keeps admins off main_admin and developer accounts, and main_admins off developers', async () => {
    const mainAdmin = await idOf('main_admin');
    const developer = await idOf('developer');
    expect((await put(mainAdmin, { notes: 'x' }, 'admin')).status).toBe(403);
    expect((await put(developer, { status: 'suspended' }, 'admin')).status).toBe(403);
    expect((await put(developer, { notes: 'x' }, 'main_admin')).status).toBe(403);
    expect((await put(mainAdmin, { notes: 'dueña' }, 'developer')).status).toBe(200);
    expect((await put(await idOf('customer'), { notes: 'x' }, 'operator')).status).toBe(403);
    // Promoting is giving a role: an admin cannot make a main_admin.
    const op = await newUserId('ascenso@example.com');
    expect((await put(op, { user_type: 'main_admin' }, 'admin')).status).toBe(403);
    expect((await put(op, { user_type: 'admin' }, 'admin')).body.data.user_type).toBe('admin');
  });

  it('does not let anyone change their own role or status', async () => {
    const self = await idOf('admin');
    const res = await put(self, { status: 'suspended', user_type: 'operator' }, 'admin');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      user_type: ['No puedes cambiar tu propio tipo de usuario ni tu estado'],
    });
  });

  it('toggles export CSV (developer only) and sets the own-agreements price (admin/developer)', async () => {
    const customer = await idOf('customer');
    expect((await put(customer, { export_csv_visible: true }, 'main_admin')).status).toBe(403);
    expect(
      (await put(customer, { export_csv_visible: true }, 'developer')).body.data.export_csv_visible,
    ).toBe(true);
    expect(
      (await put(customer, { export_csv_visible: false }, 'developer')).body.data
        .export_csv_visible,
    ).toBe(false);
    expect((await put(customer, { own_agreements_price: 25.5 }, 'main_admin')).status).toBe(403);
    const priced = await put(customer, { own_agreements_price: '25.5' }, 'admin');
    expect(priced.body.data.own_agreements_price).toBe('25.50');
    const negative = await put(customer, { own_agreements_price: -1 }, 'admin');
    expect(negative.body.errors).toEqual({ own_agreements_price: ['Debe ser mayor o igual a 0'] });
    // Sending the stored value back (the whole form) is not a change.
    expect(
      (await put(customer, { own_agreements_price: 25.5, notes: 'ok' }, 'main_admin')).status,
    ).toBe(200);
    const operator = await idOf('operator');
    const staff = await put(operator, { own_agreements_price: 3 }, 'admin');
    expect(staff.body.errors).toEqual({
      own_agreements_price: ['Solo aplica a cuentas de cliente'],
    });
  });
});

describe('status, confirmation and fiscal verification', () => {
  it('a suspended user cannot sign in and loses open sessions; activating restores access', async () => {
    const id = await newUserId('suspender@example.com', {
      user_type: 'customer',
      password: 'Clave.2026x',
    });
    expect(
      (await t.request('POST', api(`users/${id}/confirm_email`), { as: 'admin' })).status,
    ).toBe(200);
    const first = await signIn('suspender@example.com', 'Clave.2026x');
    expect(first.status).toBe(200);
    const token = first.body.data.token as string;
    expect((await t.request('GET', api('registrations'), { token })).status).toBe(200);

    expect((await put(id, { status: 'suspended' })).body.data.status).toBe('suspended');
    const refused = await signIn('suspender@example.com', 'Clave.2026x');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_suspended');
    expect((await t.request('GET', api('registrations'), { token })).status).toBe(401);

    expect((await put(id, { status: 'active' })).body.data.status).toBe('active');
    expect((await signIn('suspender@example.com', 'Clave.2026x')).status).toBe(200);
  });

  it('staff confirm an unconfirmed e-mail so the user can sign in', async () => {
    const id = await newUserId('confirmar@example.com', { password: 'Clave.2026x' });
    expect((await signIn('confirmar@example.com', 'Clave.2026x')).status).toBe(403);
    expect(
      (await t.request('POST', api(`users/${id}/confirm_email`), { as: 'operator' })).status,
    ).toBe(403);
    const res = await t.request('POST', api(`users/${id}/confirm_email`), { as: 'main_admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.confirmed_at).not.toBeNull();
    expect((await signIn('confirmar@example.com', 'Clave.2026x')).status).toBe(200);
  });

  it('verifies fiscal data of confirmed customers only', async () => {
    const id = await newUserId('fiscal@example.com', { user_type: 'customer' });
    const verify = (value: unknown, as: Role = 'admin', user = id) =>
      t.request('PUT', api(`users/${user}/fiscal_data_verified`), { as, body: { value } });
    const early = await verify(true);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({
      value: ['Primero confirma el correo electrónico de este usuario'],
    });
    await t.request('POST', api(`users/${id}/confirm_email`), { as: 'admin' });
    expect((await verify(true)).body.data.fiscal_data_verified).toBe(true);
    expect((await verify(false)).body.data.fiscal_data_verified).toBe(false);
    expect((await verify('sí')).status).toBe(422);
    expect((await verify(true, 'operator')).status).toBe(403);
    const staff = await verify(true, 'admin', await idOf('operator'));
    expect(staff.body.errors).toEqual({ value: ['Solo aplica a cuentas de cliente'] });
  });
});

describe('sub-users', () => {
  const add = (parent: number, email: string, as: Role = 'admin', lang?: 'en') =>
    t.request('POST', api(`users/${parent}/subusers`), { as, lang, body: { email } });
  let parent: number;
  let child: number;
  beforeAll(async () => {
    parent = await newUserId('padre@example.com', { user_type: 'customer' });
    child = await newUserId('hija@example.com', { user_type: 'customer' });
  });

  it('attaches by exact e-mail, lists, shows the parent and detaches', async () => {
    const res = await add(parent, 'HIJA@example.com');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: child,
      parent_id: parent,
      parent_email: 'padre@example.com',
    });
    const list = await t.request('GET', api('subusers'), {
      as: 'operator',
      query: { user_id: String(parent) },
    });
    expect(list.body.data.map((u: { email: string }) => u.email)).toEqual(['hija@example.com']);
    expect(
      (await t.request('GET', api(`users/${parent}`), { as: 'admin' })).body.data.sub_users_count,
    ).toBe(1);

    expect(
      (await t.request('DELETE', api(`users/${parent}/subusers/${child}`), { as: 'operator' }))
        .status,
    ).toBe(403);
    const removed = await t.request('DELETE', api(`users/${parent}/subusers/${child}`), {
      as: 'admin',
    });
    expect(removed.body).toEqual({ data: { ok: true } });
    expect(
      (await t.request('GET', api(`users/${child}`), { as: 'admin' })).body.data.parent_id,
    ).toBeNull();
    expect(
      (await t.request('DELETE', api(`users/${parent}/subusers/${child}`), { as: 'admin' })).status,
    ).toBe(404);
  });

  it("answers 'Usuario no encontrado!' unless exactly one account has the e-mail", async () => {
    for (const email of ['nadie@example.com', 'ija@example.com', 'customer@otra.test']) {
      const res = await add(parent, email);
      expect([email, res.status]).toEqual([email, 404]);
      expect(res.body.messages).toEqual(['Usuario no encontrado!']);
    }
    expect((await add(parent, 'nadie@example.com', 'admin', 'en')).body.messages).toEqual([
      'User not found!',
    ]);
    expect((await add(parent, '')).status).toBe(422);
  });

  it('keeps one level of customers: no self, no second parent, no grandchildren', async () => {
    const other = await newUserId('otro.padre@example.com', { user_type: 'customer' });
    const expectRefusal = async (p: number, email: string, message: string) => {
      const res = await add(p, email);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: [message] });
    };
    await expectRefusal(
      parent,
      'padre@example.com',
      'Una cuenta no puede ser subusuario de sí misma',
    );
    expect((await add(parent, 'hija@example.com')).status).toBe(201);
    await expectRefusal(parent, 'hija@example.com', 'Este usuario ya es subusuario de esta cuenta');
    await expectRefusal(other, 'hija@example.com', 'Este usuario ya es subusuario de otra cuenta');
    await expectRefusal(
      other,
      'padre@example.com',
      'Este usuario tiene sus propios subusuarios; no puede ser subusuario',
    );
    await expectRefusal(
      child,
      'otro.padre@example.com',
      'Un subusuario no puede tener subusuarios',
    );
    await expectRefusal(
      parent,
      t.emailOf('operator'),
      'Solo las cuentas de cliente pueden tener subusuarios o serlo',
    );
    // PUT parent_id uses the same rules, reported under parent_id.
    const viaPut = await put(other, { parent_id: child });
    expect(viaPut.body.errors).toEqual({ parent_id: ['Un subusuario no puede tener subusuarios'] });
    expect((await put(child, { parent_id: null })).body.data.parent_id).toBeNull();
    expect((await put(child, { parent_id: other })).body.data.parent_email).toBe(
      'otro.padre@example.com',
    );
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another tenant's user on every route", async () => {
    const theirs = t.other.customerId;
    const mine = await idOf('customer');
    const calls: [string, string, unknown?][] = [
      ['GET', `users/${theirs}`],
      ['PUT', `users/${theirs}`, { user: { notes: 'x' } }],
      ['POST', `users/${theirs}/confirm_email`],
      ['PUT', `users/${theirs}/fiscal_data_verified`, { value: true }],
      ['POST', `users/${theirs}/subusers`, { email: 'customer@despacho.test' }],
      ['DELETE', `users/${theirs}/subusers/${mine}`],
      ['DELETE', `users/${mine}/subusers/${theirs}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(method as 'GET', api(path), { as: 'developer', body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const list = await t.request('GET', api('subusers'), {
      as: 'developer',
      query: { user_id: String(theirs) },
    });
    expect(list.status).toBe(404);
    const all = await t.request('GET', api('users'), {
      as: 'developer',
      query: { search: 'customer@otra.test' },
    });
    expect(all.body.data).toEqual([]);
    // Their customer still has no notes.
    const [row] = await withTenant(t.database.db, t.other.tenantId, (tx) =>
      tx.select({ notes: users.notes }).from(users).where(eq(users.id, theirs)),
    );
    expect(row).toEqual({ notes: null });
  });
});
