import { sql } from 'drizzle-orm';
import { rowsOf, withTenant } from '../../src/db/tenant-tx';
import { hashPassword } from '../../src/lib/passwords';
import { createConfirmedUser } from '../../src/modules/auth/accounts.service';
import { post } from '../../src/modules/ledger/ledger.service';
import { api, PASSWORD, type Role, type TestApp } from './test-app';

/** A sender in Monterrey Centro and a recipient in Roma Norte (both in the demo postal codes). */
export function monterrey(countryId: number, extra: Record<string, unknown> = {}) {
  return {
    name: 'Carmen Peña',
    company: 'Dulces Peña',
    email: 'carmen@dulces.mx',
    calling_code: '52',
    phone: '8112345678',
    country_id: countryId,
    state: 'Nuevo León',
    city: 'Monterrey',
    neighborhood: 'Centro',
    street: 'Av. Juárez',
    number: '100',
    postal_code: '64000',
    reference: 'Portón verde',
    ...extra,
  };
}

export function romaNorte(countryId: number, extra: Record<string, unknown> = {}) {
  return {
    name: 'Luis Gómez',
    company: 'Café Roma',
    email: 'luis@caferoma.mx',
    calling_code: '52',
    phone: '5512345678',
    country_id: countryId,
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    neighborhood: 'Roma Norte',
    street: 'Calle Orizaba',
    number: '45',
    postal_code: '06700',
    ...extra,
  };
}

export const BOX = {
  parcel_type: 'box',
  length: 30,
  width: 20,
  height: 15,
  weight: 2.5,
  contents: 'Dulces típicos',
  declared_tax_value: 500,
};

export async function one<T>(t: TestApp, tenantId: number, query: ReturnType<typeof sql>) {
  return rowsOf<T>(await withTenant(t.database.db, tenantId, (tx) => tx.execute(query)))[0]!;
}

export const mexicoId = (t: TestApp, tenantId = t.demoTenantId) =>
  one<{ id: number }>(t, tenantId, sql`select id from countries where code = 'MX'`).then(
    (r) => r.id,
  );

export const serviceIdOf = (t: TestApp, code: string, tenantId = t.demoTenantId) =>
  one<{ id: number }>(t, tenantId, sql`select id from services where code = ${code}`).then(
    (r) => r.id,
  );

export const balanceOf = (t: TestApp, email: string) =>
  one<{ balance: string; ledger: string }>(
    t,
    t.demoTenantId,
    sql`select u.balance_cents as balance,
          coalesce((select sum(case when transaction_type = 'deposit' then amount_cents else -amount_cents end)
            from transactions where user_id = u.id and status = 'cleared'), 0) as ledger
        from users u where email = ${email}`,
  ).then((r) => ({ balance: Number(r.balance), ledger: Number(r.ledger) }));

/** Creates a shipment through the wizard's first two steps; answers its id. */
export async function draftShipment(
  t: TestApp,
  as: Role | { token: string },
  opts: { parcel?: Record<string, unknown> | null; mx?: number } = {},
): Promise<number> {
  const mx = opts.mx ?? (await mexicoId(t));
  const who = typeof as === 'string' ? { as } : as;
  const created = await t.request('POST', api('shipments'), {
    ...who,
    body: { shipment: { origin_attributes: monterrey(mx), destination_attributes: romaNorte(mx) } },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const id = created.body.data.id as number;
  if (opts.parcel !== null) {
    const parcel = await t.request('POST', api(`shipments/${id}/parcels`), {
      ...who,
      body: { parcel: opts.parcel ?? BOX },
    });
    if (parcel.status !== 200) throw new Error(`parcel: ${parcel.status} ${parcel.text}`);
  }
  return id;
}

/** A customer of the demo tenant with exactly this balance (a cleared deposit), signed in. */
export async function customerWithBalance(
  t: TestApp,
  email: string,
  cents: number,
): Promise<{ id: number; token: string }> {
  const passwordHash = await hashPassword(PASSWORD);
  const id = await withTenant(t.database.db, t.demoTenantId, async (tx) => {
    const user = await createConfirmedUser(tx, t.demoTenantId, {
      email,
      passwordHash,
      name: 'Cliente',
      lastName: 'Prueba',
      userType: 'customer',
    });
    if (cents > 0)
      await post(tx, {
        tenantId: t.demoTenantId,
        userId: user.id,
        type: 'deposit',
        amountCents: cents,
        status: 'cleared',
        description: 'saldo de prueba',
        createdBy: null,
      });
    return user.id;
  });
  const signIn = await t.request('POST', api('users/sign_in'), {
    ip: `10.98.${id % 250}.${(id >> 8) % 250}`,
    body: { user: { email, password: PASSWORD } },
  });
  if (signIn.status !== 200) throw new Error(`sign in: ${signIn.status} ${signIn.text}`);
  return { id, token: signIn.body.data.token as string };
}
