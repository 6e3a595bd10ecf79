import type { Rate } from '@despacho/domain';
import type { ShipmentAddress, ShipmentParcel } from '@despacho/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../src/db/client';
import { DEMO_PASSWORD, DEMO_TENANT } from '../src/db/seed/demo-seed';
import { nextSequence, rowsOf, withTenant } from '../src/db/tenant-tx';
import { hashPassword } from '../src/lib/passwords';
import { createConfirmedUser } from '../src/modules/auth/accounts.service';
import { post } from '../src/modules/ledger/ledger.service';
import { tenantBySlug } from '../src/modules/tenants/tenants.service';

/** What the benchmark needs to know about the seeded data. */
export interface ShipmentsSeed {
  tenantId: number;
  mxId: number;
  /** "Despacho Express / Terrestre" (GenericCarrier): what the buyers buy. */
  groundServiceId: number;
  expressCarrierId: number;
  buyers: { id: number; email: string }[];
  /** A list account with its share of the seeded shipments (the customer list query). */
  listCustomer: { id: number; email: string };
  listRows: number;
}

export const BUYER_DEPOSIT_CENTS = 50_000_000;
export const LIST_USERS = 1_000;

async function one<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T> {
  const row = rowsOf<T>(await tx.execute(query))[0];
  if (!row) throw new Error('the seed expected a row');
  return row;
}

/** `n` customers, each with one cleared deposit through the ledger service. */
async function seedBuyers(database: Database, tenantId: number, n: number) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withTenant(database.db, tenantId, async (tx) => {
    const buyers: { id: number; email: string }[] = [];
    for (let i = 1; i <= n; i++) {
      const email = `comprador${i}@bench.test`;
      const user = await createConfirmedUser(tx, tenantId, {
        email,
        passwordHash,
        name: 'Comprador',
        lastName: `Bench ${i}`,
        company: `Tienda ${i}`,
        phone: '8112345678',
        userType: 'customer',
      });
      await post(tx, {
        tenantId,
        userId: user.id,
        type: 'deposit',
        amountCents: BUYER_DEPOSIT_CENTS,
        status: 'cleared',
        description: 'Depósito del benchmark',
        createdBy: null,
      });
      buyers.push({ id: user.id, email });
    }
    return buyers;
  });
}

const address = (a: Partial<ShipmentAddress>): ShipmentAddress => ({
  name: 'Carmen Peña',
  company: 'Dulces Peña',
  email: 'carmen@dulces.mx',
  phone: '8112345678',
  calling_code: '52',
  rfc: null,
  country_id: 0,
  country_code: 'MX',
  country_name: 'México',
  state: 'Nuevo León',
  state_code: 'NLE',
  city: 'Monterrey',
  neighborhood: 'Centro',
  street: 'Av. Juárez',
  number: '100',
  interior_number: null,
  postal_code: '64000',
  reference: 'Portón verde',
  ...a,
});

const PARCEL: ShipmentParcel = {
  parcel_type: 'box',
  length: 30,
  width: 20,
  height: 15,
  distance_unit: 'cm',
  weight: 2.5,
  mass_unit: 'kg',
  volumetric_weight: 1.8,
  contents: 'Dulces tipicos',
  sat_product_id: null,
  declared_tax_value: '500.00',
  insure_package: false,
};

/** A bought rate as the engine keeps it (every layer), for the carrier and service given. */
const rateOf = (c: SeedCarrier): Rate => ({
  service_id: String(c.serviceId),
  service_code: c.serviceCode,
  service_name: c.serviceName,
  carrier_id: String(c.id),
  carrier_name: c.name,
  provider_code: c.providerCode,
  logo_url: null,
  days: 3,
  trackable: true,
  service_has_pickup: true,
  extended_zone: false,
  insure_package: false,
  insurance: 0,
  volumetric_weight: 1.8,
  chargeable_weight: 3,
  static_rate_used: true,
  user_price_used: false,
  quoted_rate: null,
  subtotal: 9_000,
  system_percentage: null,
  system_amount: 0,
  system_price: 9_000,
  tenant_percentage: null,
  tenant_amount: 1_600,
  tenant_price: 10_600,
  admin_percentage: null,
  admin_amount: 3_300,
  additional_static_rate: 0,
  discount: 0,
  total: 13_900,
});

interface SeedCarrier {
  id: number;
  name: string;
  providerCode: string;
  serviceId: number;
  serviceCode: string;
  serviceName: string;
  /** Share of the bought shipments, in percent. */
  share: number;
}

/** The demo's two carriers and three more (suspended now, used over the year). */
async function seedCarriers(tx: Tx, tenantId: number): Promise<SeedCarrier[]> {
  const demo = async (carrier: string, code: string, share: number): Promise<SeedCarrier> => {
    const r = await one<{ id: number; sid: number; sname: string; pcode: string }>(
      tx,
      sql`select c.id, s.id as sid, s.name as sname, p.code as pcode
          from carriers c join services s on s.carrier_id = c.id join providers p on p.id = c.provider_id
          where c.name = ${carrier} and s.code = ${code}`,
    );
    return {
      id: r.id,
      name: carrier,
      providerCode: r.pcode,
      serviceId: r.sid,
      serviceCode: code,
      serviceName: r.sname,
      share,
    };
  };
  const carriers = [
    await demo('Despacho Express', 'TERRESTRE', 35),
    await demo('FedEx', 'FEDEX_EXPRESS_SAVER', 25),
  ];
  const generic = await one<{ id: number }>(
    tx,
    sql`select id from providers where code = 'GenericCarrier'`,
  );
  for (const [name, share] of [
    ['Paquetería Norte', 15],
    ['Envíos del Bajío', 15],
    ['Mensajería del Sur', 10],
  ] as const) {
    const carrier = await one<{ id: number }>(
      tx,
      sql`insert into carriers (tenant_id, sequential_id, name, provider_id, status)
          values (${tenantId}, ${await nextSequence(tx, tenantId, 'carriers')}, ${name}, ${generic.id}, 'suspended')
          returning id`,
    );
    const service = await one<{ id: number }>(
      tx,
      sql`insert into services (tenant_id, sequential_id, carrier_id, name, code, status, service_type, days)
          values (${tenantId}, ${await nextSequence(tx, tenantId, 'services')}, ${carrier.id}, 'Estándar',
            'ESTANDAR', 'suspended', 'national', 3)
          returning id`,
    );
    carriers.push({
      id: carrier.id,
      name,
      providerCode: 'GenericCarrier',
      serviceId: service.id,
      serviceCode: 'ESTANDAR',
      serviceName: 'Estándar',
      share,
    });
  }
  return carriers;
}

/** Adds `n` to a tenant counter and answers the value before (the first free number − 1). */
async function reserve(tx: Tx, tenantId: number, name: string, n: number): Promise<number> {
  const r = await one<{ value: number }>(
    tx,
    sql`insert into tenant_counters (tenant_id, name, value) values (${tenantId}, ${name}, ${n})
        on conflict (tenant_id, name) do update set value = tenant_counters.value + ${n}
        returning value`,
  );
  return Number(r.value) - n;
}

/**
 * `rows` shipments over a year in one INSERT … SELECT generate_series, owned by `LIST_USERS`
 * customers (random), with the statuses a year of real traffic leaves: 45 % delivered, 25 %
 * success, 8 % canceled, 12 % pending (no carrier yet), 5 % error, 5 % pending_cancellation;
 * the carriers 35/25/15/15/10 % independently of the status.
 */
async function seedListShipments(
  database: Database,
  tenantId: number,
  mxId: number,
  rows: number,
  log: (line: string) => void,
) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withTenant(database.db, tenantId, async (tx) => {
    const carriers = await seedCarriers(tx, tenantId);
    const userBase = await reserve(tx, tenantId, 'users', LIST_USERS);
    const users = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into users (tenant_id, sequential_id, name, last_name, email,
          password_hash, user_type, referral_code, confirmed_at, company, phone)
        select ${tenantId}, ${userBase} + g, 'Cliente', 'Lista ' || g, 'lista' || g || '@bench.test',
          ${passwordHash}, 'customer', 'BENCHL' || lpad(g::text, 4, '0'), now(), 'Tienda ' || g, '8112345678'
        from generate_series(1, ${LIST_USERS}) g
        returning id`),
    ).map((u) => Number(u.id));
    const seqBase = await reserve(tx, tenantId, 'shipments', rows);
    const origin = JSON.stringify(address({ country_id: mxId }));
    const destination = JSON.stringify(
      address({
        country_id: mxId,
        name: 'Luis Gómez',
        company: 'Café Roma',
        email: 'luis@caferoma.mx',
        phone: '5512345678',
        state: 'Ciudad de México',
        state_code: 'CMX',
        city: 'Ciudad de México',
        neighborhood: 'Roma Norte',
        street: 'Calle Orizaba',
        number: '45',
        postal_code: '06700',
        reference: null,
      }),
    );
    // The carrier is picked by cumulative share: bucket < bound[k] → carriers[k].
    let acc = 0;
    const bounds = carriers.map((c) => (acc += c.share));
    const pick = <T>(values: T[], cast: string) =>
      sql.join(
        [
          sql`case`,
          ...values
            .slice(0, -1)
            .map((v, k) => sql`when x.rc < ${bounds[k]} then ${v}${sql.raw(cast)}`),
          sql`else ${values.at(-1)}${sql.raw(cast)} end`,
        ],
        sql` `,
      );
    const carrierId = pick(
      carriers.map((c) => c.id),
      '::int',
    );
    const serviceId = pick(
      carriers.map((c) => c.serviceId),
      '::int',
    );
    const rate = pick(
      carriers.map((c) => JSON.stringify(rateOf(c))),
      '::jsonb',
    );
    const started = Date.now();
    const chunk = 100_000;
    await tx.execute(sql`select setseed(0.42)`);
    for (let from = 1; from <= rows; from += chunk) {
      const to = Math.min(rows, from + chunk - 1);
      await tx.execute(sql`insert into shipments (tenant_id, sequential_id, user_id, created_by, source,
          status, step, origin, destination, parcel, service_id, carrier_id, rate, total_cents,
          tracking_number, tracking_url, tracking_status, tracking_checked_at, label_created_at,
          label_format, error_message, canceled_at, delivered_at, created_at, updated_at)
        select ${tenantId}, ${seqBase} + x.g, x.owner, x.owner, 'app',
          x.status,
          case when x.status = 'pending' then 'rating' when x.status = 'error' then 'rating' else 'confirmed' end,
          ${origin}::jsonb, ${destination}::jsonb, ${JSON.stringify(PARCEL)}::jsonb,
          case when x.status = 'pending' then null else ${serviceId} end,
          case when x.status = 'pending' then null else ${carrierId} end,
          case when x.labelled then ${rate} end,
          case when x.labelled then 13900 end,
          case when x.labelled then 'BENCH' || lpad(x.g::text, 10, '0') end,
          case when x.labelled then 'https://despacho.test/track/BENCH' || lpad(x.g::text, 10, '0') end,
          case x.status when 'delivered' then 'delivered' when 'success' then 'in_transit'
            when 'pending_cancellation' then 'created' when 'canceled' then 'created' end,
          case when x.labelled then x.at + interval '1 day' end,
          case when x.labelled then x.at end,
          case when x.labelled then 'letter' end,
          case when x.status = 'error' then 'La paquetería rechazó la guía' end,
          case when x.status = 'canceled' then x.at + interval '2 hours' end,
          case when x.status = 'delivered' then x.at + interval '3 days' end,
          x.at, x.at
        from (
          select y.*, y.status in ('success', 'delivered', 'canceled', 'pending_cancellation') as labelled
          from (
            select g,
              (${sql.raw(`array[${users.join(',')}]`)})[1 + floor(random() * ${users.length})::int] as owner,
              case
                when s < 45 then 'delivered' when s < 70 then 'success' when s < 78 then 'canceled'
                when s < 90 then 'pending' when s < 95 then 'error' else 'pending_cancellation'
              end as status,
              rc,
              now() - make_interval(secs => (${rows} - g) * 31536000.0 / ${rows}) as at
            from (
              select g, floor(random() * 100) as s, floor(random() * 100) as rc
              from generate_series(${from}::int, ${to}::int) g
            ) z
          ) y
        ) x`);
      log(
        `  seeded ${to.toLocaleString('en')} shipments (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    return { carriers, users };
  });
}

/**
 * Everything the shipments benchmark needs, written before the server starts: `buyerCount`
 * funded buyers and `listRows` shipments for the list (then VACUUM ANALYZE and a CHECKPOINT,
 * as autovacuum and time would have left a table that old).
 */
export async function seedShipmentsBench(
  database: Database,
  opts: { buyerCount: number; listRows: number; log: (line: string) => void },
): Promise<ShipmentsSeed> {
  const tenant = await tenantBySlug(database.db, DEMO_TENANT);
  if (!tenant) throw new Error('demo tenant missing');
  const mx = await withTenant(database.db, tenant.id, (tx) =>
    one<{ id: number }>(tx, sql`select id from countries where code = 'MX'`),
  );
  const buyers = await seedBuyers(database, tenant.id, opts.buyerCount);
  const { carriers, users } = await seedListShipments(
    database,
    tenant.id,
    mx.id,
    opts.listRows,
    opts.log,
  );
  const started = Date.now();
  await database.execRaw('vacuum analyze shipments');
  await database.execRaw('vacuum analyze users');
  // The per-account counts the seed's bulk inserts moved (autovacuum's work on a live database).
  await database.execRaw('vacuum analyze shipment_counts');
  // A table that old is on disk: without this the seed's gigabytes are written back by a spread
  // checkpoint during the timed phases, competing for the same two cores.
  await database.execRaw('checkpoint');
  opts.log(`  vacuum analyze (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const express = carriers[0]!;
  return {
    tenantId: tenant.id,
    mxId: mx.id,
    groundServiceId: express.serviceId,
    expressCarrierId: express.id,
    buyers,
    listCustomer: { id: users[0]!, email: 'lista1@bench.test' },
    listRows: opts.listRows,
  };
}
