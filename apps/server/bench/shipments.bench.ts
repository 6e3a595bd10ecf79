/**
 * Shipments on the real server over HTTP (issues 9 and 24):
 * (a) buying GenericCarrier labels, the "quote → buy → PDF": 16 funded buyers have
 *     shipments drafted beforehand through the API (POST /shipments + parcel, untimed); a
 *     purchase rates one (GET …/rates), buys it (POST …/rates with an Idempotency-Key) and
 *     downloads its label PDF. Measured twice: the ceiling, a closed loop of the 16 buyers for
 *     BENCH_SECONDS (each starts again when answered: purchases/s at saturation, where every
 *     reply's time is the queue the 16 build, 16 ÷ throughput); and the latency at a load, an
 *     open loop of SHIPMENTS_BENCH_PURCHASE_RATE purchases a second (100, the goal),
 *     timed from each arrival's schedule. Then the ledger is checked buyer by buyer.
 * (b) the shipment list filtered by status and carrier over a large table (1,000,000 rows on
 *     PostgreSQL, 200,000 embedded; SHIPMENTS_BENCH_ROWS overrides), for an admin (the whole
 *     tenant) and for a customer (their account): the ceiling with 16 clients in a closed loop,
 *     the latency in an open loop of SHIPMENTS_BENCH_LIST_RATE views a second (100).
 * The last line is `purchase p50 <ms>, list p95 <ms>` (the buy request's p50 and the admin
 * list's p95, both at their open loop's rate).
 *
 *   npm run bench:shipments
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:shipments
 *   BENCH_SECONDS=8 BENCH_CONNECTIONS=16 SHIPMENTS_BENCH_ROWS=200000 npm run bench:shipments
 * SHIPMENTS_BENCH_DRAFT_RATE (purchases/s the closed loop's drafts must last for; 300
 * PostgreSQL, 120 embedded); SHIPMENTS_BENCH_PROCESSES (the server's WEB_CONCURRENCY: one per
 * core on PostgreSQL, 1 embedded).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { freePort } from '../test/helpers/server-process';
import { signInToken } from './load';
import { BenchClient, closedLoop, ms, openLoop, percentile, spread } from './shipments-client';
import { BUYER_DEPOSIT_CENTS, seedShipmentsBench, type ShipmentsSeed } from './shipments-seed';
import { startShipmentsServer } from './shipments-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const EMBEDDED = !process.env.DATABASE_URL;
const ROWS = Number(process.env.SHIPMENTS_BENCH_ROWS ?? (EMBEDDED ? 200_000 : 1_000_000));
/** Drafts made (untimed) for the timed run: enough for this many purchases a second. */
const DRAFT_RATE = Number(process.env.SHIPMENTS_BENCH_DRAFT_RATE ?? (EMBEDDED ? 120 : 300));
/**
 * The open loops' arrival rates: purchases (each a user's quote → buy → PDF) and list views a
 * second, the load at which latency is measured (the closed loops measure the ceiling).
 */
const PURCHASE_RATE = Number(process.env.SHIPMENTS_BENCH_PURCHASE_RATE ?? 100);
const LIST_RATE = Number(process.env.SHIPMENTS_BENCH_LIST_RATE ?? 100);
/** Drafts per buyer for the 2-second warm-up. */
const WARM_DRAFTS = EMBEDDED ? 8 : 20;

const address = (mx: number, a: Record<string, unknown>) => ({
  calling_code: '52',
  country_id: mx,
  ...a,
});
const parcel = {
  parcel_type: 'box',
  length: 30,
  width: 20,
  height: 15,
  weight: 2.5,
  contents: 'Dulces tipicos',
  declared_tax_value: 500,
};

class Failures {
  readonly seen = new Map<string, number>();
  count = 0;
  add(what: string, status: number, body: Buffer) {
    this.count++;
    const key = `${what}: ${status} ${body.toString().slice(0, 200)}`;
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }
}

type Steps = Record<'rates' | 'buy' | 'label' | 'path', number[]>;

interface PurchaseRun {
  /** The closed loop (16 buyers, each starting again when answered): the ceiling. */
  steps: Steps;
  /** The open loop at PURCHASE_RATE arrivals a second: what a buyer waits at that load. */
  open: Steps;
  openSeconds: number;
  /** The untimed setup's drafting requests (informational). */
  setup: Record<'create' | 'parcel', number[]>;
  bought: number[];
  seconds: number;
  failures: Failures;
  /** Buyers whose drafts ran out before the deadline (raise SHIPMENTS_BENCH_DRAFT_RATE). */
  ranOut: number;
}

/** A shipment ready to be rated, as the wizard leaves it after steps 1 and 2. */
async function draftOnce(
  c: BenchClient,
  seed: ShipmentsSeed,
  run: PurchaseRun,
): Promise<number | null> {
  const f = run.failures;
  const created = await c.send('POST', 'shipments', {
    shipment: {
      origin_attributes: address(seed.mxId, {
        name: 'Carmen Pena',
        company: 'Dulces Pena',
        email: 'carmen@dulces.mx',
        phone: '8112345678',
        state: 'Nuevo León',
        city: 'Monterrey',
        neighborhood: 'Centro',
        street: 'Av. Juarez',
        number: '100',
        postal_code: '64000',
        reference: 'Porton verde',
      }),
      destination_attributes: address(seed.mxId, {
        name: 'Luis Gomez',
        company: 'Cafe Roma',
        email: 'luis@caferoma.mx',
        phone: '5512345678',
        state: 'Ciudad de México',
        city: 'Ciudad de Mexico',
        neighborhood: 'Roma Norte',
        street: 'Calle Orizaba',
        number: '45',
        postal_code: '06700',
      }),
    },
  });
  if (created.status !== 201) {
    f.add('create', created.status, created.body);
    return null;
  }
  const id = (JSON.parse(created.body.toString()) as { data: { id: number } }).data.id;
  const parcelled = await c.send('POST', `shipments/${id}/parcels`, { parcel });
  if (parcelled.status !== 200) {
    f.add('parcel', parcelled.status, parcelled.body);
    return null;
  }
  run.setup.create.push(created.ms);
  run.setup.parcel.push(parcelled.ms);
  return id;
}

/** The path on a drafted shipment: quote → buy → PDF. */
async function purchaseOnce(
  c: BenchClient,
  seed: ShipmentsSeed,
  run: PurchaseRun,
  buyer: number,
  id: number,
  record: Steps | null,
  scheduled?: number,
): Promise<void> {
  const f = run.failures;
  const started = scheduled ?? performance.now();
  const rates = await c.send('GET', `shipments/${id}/rates`);
  const offered = (JSON.parse(rates.body.toString()) as { data?: { rates: unknown[] } }).data
    ?.rates as { service_id: number }[] | undefined;
  if (rates.status !== 200 || !offered?.some((r) => r.service_id === seed.groundServiceId))
    return f.add('rates', rates.status, rates.body);
  const buy = await c.send(
    'POST',
    `shipments/${id}/rates`,
    { rate: { service_id: seed.groundServiceId, is_pickup: false, is_from_app: true } },
    { 'idempotency-key': randomUUID() },
  );
  if (buy.status !== 200) return f.add('buy', buy.status, buy.body);
  run.bought[buyer]!++;
  const label = await c.send('GET', `shipments/${id}/label`);
  if (label.status !== 200 || label.body.subarray(0, 4).toString() !== '%PDF')
    return f.add('label', label.status, label.body);
  if (!record) return;
  const s = record;
  s.rates.push(rates.ms);
  s.buy.push(buy.ms);
  s.label.push(label.ms);
  s.path.push(performance.now() - started);
}

/**
 * Drafts `perBuyer` shipments for each buyer through the API, each buyer's own client drafting
 * its own (untimed: the path starts at the rates).
 */
async function draftAll(
  clients: BenchClient[],
  seed: ShipmentsSeed,
  run: PurchaseRun,
  perBuyer: number,
): Promise<number[][]> {
  return Promise.all(
    clients.map(async (c) => {
      const ids: number[] = [];
      for (let i = 0; i < perBuyer; i++) {
        const id = await draftOnce(c, seed, run);
        if (id === null) throw new Error('drafting a shipment failed');
        ids.push(id);
      }
      return ids;
    }),
  );
}

/** Buyers loop over their drafts until the deadline (or until their drafts run out). */
async function buyLoop(
  clients: BenchClient[],
  drafts: number[][],
  seconds: number,
  seed: ShipmentsSeed,
  run: PurchaseRun,
  record: boolean,
): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  return closedLoop(clients, seconds, async (c, i) => {
    const id = drafts[i]!.shift();
    if (id === undefined) {
      if (record) run.ranOut++;
      // Nothing left to buy: this buyer waits out the deadline.
      await new Promise((r) => setTimeout(r, Math.max(0, deadline - performance.now())));
      return;
    }
    await purchaseOnce(c, seed, run, i, id, record ? run.steps : null);
  });
}

async function purchases(
  url: string,
  seed: ShipmentsSeed,
  tokens: string[],
  run: PurchaseRun,
): Promise<void> {
  const clients = tokens.map(
    (token) => new BenchClient(url, { 'x-tenant': 'demo', authorization: `Bearer ${token}` }),
  );
  try {
    // Warm-up (JIT, pools, the catalogue and brand caches): counted for the ledger, not timed.
    const warm = await draftAll(clients, seed, run, WARM_DRAFTS);
    await buyLoop(clients, warm, 2, seed, run, false);
    // Enough drafts for the timed run at DRAFT_RATE purchases/s (leftovers stay drafts).
    const perBuyer = Math.ceil((DRAFT_RATE * SECONDS) / clients.length);
    const drafted = performance.now();
    const drafts = await draftAll(clients, seed, run, perBuyer);
    console.log(
      `drafted ${perBuyer * clients.length} shipments through the API in ${((performance.now() - drafted) / 1000).toFixed(1)} s (untimed)`,
    );
    const openPerBuyer = Math.ceil((PURCHASE_RATE * SECONDS) / clients.length);
    const openDrafts = await draftAll(clients, seed, run, openPerBuyer);
    run.seconds = await buyLoop(clients, drafts, SECONDS, seed, run, true);
    // The open loop: a purchase starts every 1/PURCHASE_RATE s, the buyers in turn, each buyer
    // with enough connections for its purchases to overlap.
    const open = tokens.map(
      (token) => new BenchClient(url, { 'x-tenant': 'demo', authorization: `Bearer ${token}` }, 16),
    );
    try {
      run.openSeconds = await openLoop(PURCHASE_RATE, SECONDS, async (n, scheduled) => {
        const buyer = n % open.length;
        const id = openDrafts[buyer]!.shift();
        if (id === undefined) throw new Error('the open loop ran out of drafts');
        await purchaseOnce(open[buyer]!, seed, run, buyer, id, run.open, scheduled);
      });
    } finally {
      for (const c of open) c.close();
    }
  } finally {
    for (const c of clients) c.close();
  }
}

/** The list as `token` sees it, filtered by status and carrier, under CONNECTIONS clients. */
async function listLoad(url: string, token: string, path: string) {
  const clients = Array.from(
    { length: CONNECTIONS },
    () => new BenchClient(url, { 'x-tenant': 'demo', authorization: `Bearer ${token}` }),
  );
  const samples: number[] = [];
  const failures = new Failures();
  let total = -1;
  const once = async (c: BenchClient, record: boolean) => {
    const r = await c.send('GET', path);
    if (r.status !== 200) return failures.add('list', r.status, r.body);
    if (!record) return;
    samples.push(r.ms);
    if (total < 0) {
      const page = JSON.parse(r.body.toString()) as {
        data: unknown[];
        pagination: { total_objects: number };
      };
      total = page.pagination.total_objects;
      if (page.data.length !== Math.min(10, total))
        throw new Error(`the list answered ${page.data.length} of ${total} rows`);
    }
  };
  const open: number[] = [];
  const pool = Array.from(
    { length: CONNECTIONS },
    () => new BenchClient(url, { 'x-tenant': 'demo', authorization: `Bearer ${token}` }, 8),
  );
  try {
    await closedLoop(clients, 2, (c) => once(c, false));
    const seconds = await closedLoop(clients, SECONDS, (c) => once(c, true));
    // The open loop: a list view every 1/LIST_RATE s, timed from its scheduled start.
    const openSeconds = await openLoop(LIST_RATE, SECONDS, async (n, scheduled) => {
      const r = await pool[n % pool.length]!.send('GET', path);
      if (r.status !== 200) return failures.add('list', r.status, r.body);
      open.push(performance.now() - scheduled);
    });
    return {
      samples,
      failures,
      total,
      rps: samples.length / seconds,
      open,
      openRps: open.length / openSeconds,
    };
  } finally {
    for (const c of [...clients, ...pool]) c.close();
  }
}

interface LedgerRow {
  id: number;
  email: string;
  balance: string;
  ledger: string;
  debits: string;
  refunds: string;
  unrefunded: string;
  bought: string;
}

/**
 * For each buyer: balance = Σ cleared deposits − Σ cleared withdrawals, and the purchases the
 * benchmark saw succeed = debit rows without a refund = shipments bought.
 */
async function checkLedger(database: Database, seed: ShipmentsSeed, bought: number[]) {
  const rows = rowsOf<LedgerRow>(
    await withTenant(database.db, seed.tenantId, (tx) =>
      tx.execute(sql`select u.id, u.email, u.balance_cents as balance,
          coalesce(sum(case when t.status <> 'cleared' then 0
            when t.transaction_type = 'deposit' then t.amount_cents else -t.amount_cents end), 0) as ledger,
          count(*) filter (where t.reference like 'purchase:%:debit') as debits,
          count(*) filter (where t.reference like 'purchase:%:refund') as refunds,
          count(*) filter (where t.reference like 'purchase:%:debit' and not exists (
            select 1 from transactions r
            where r.reference = replace(t.reference, ':debit', ':refund'))) as unrefunded,
          (select count(*) from shipments s where s.user_id = u.id and s.status = 'success') as bought
        from users u left join transactions t on t.user_id = u.id
        where u.id in ${seed.buyers.map((b) => b.id)}
        group by u.id order by u.id`),
    ),
  );
  const problems: string[] = [];
  let spent = 0;
  for (const [i, b] of seed.buyers.entries()) {
    const r = rows.find((x) => Number(x.id) === b.id);
    const seen = bought[i]!;
    if (!r) {
      problems.push(`${b.email}: missing`);
      continue;
    }
    spent += BUYER_DEPOSIT_CENTS - Number(r.balance);
    if (Number(r.balance) !== Number(r.ledger))
      problems.push(`${b.email}: balance ${r.balance} ≠ ledger ${r.ledger}`);
    if (Number(r.unrefunded) !== seen)
      problems.push(`${b.email}: ${seen} purchases answered 200 but ${r.unrefunded} debits stand`);
    if (Number(r.bought) !== seen)
      problems.push(`${b.email}: ${seen} purchases answered 200 but ${r.bought} shipments bought`);
  }
  return { problems, rows, spent };
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  log(
    `seeding: demo tenant and catalogue, ${CONNECTIONS} funded buyers, ${ROWS.toLocaleString('en')} list shipments`,
  );
  let seed!: ShipmentsSeed;
  const seedStarted = Date.now();
  const server = await startShipmentsServer(await freePort(), async (database) => {
    seed = await seedShipmentsBench(database, { buyerCount: CONNECTIONS, listRows: ROWS, log });
  });
  log(`seeded and started in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
  let stopped = false;
  try {
    const buyerTokens: string[] = [];
    for (const b of seed.buyers) buyerTokens.push(await signInToken(server.url, b.email));
    const adminToken = await signInToken(server.url, 'admin@despacho.test');
    const customerToken = await signInToken(server.url, seed.listCustomer.email);

    const loadBefore = loadavg()[0]!;
    const run: PurchaseRun = {
      steps: { rates: [], buy: [], label: [], path: [] },
      open: { rates: [], buy: [], label: [], path: [] },
      openSeconds: 0,
      setup: { create: [], parcel: [] },
      bought: seed.buyers.map(() => 0),
      seconds: 0,
      failures: new Failures(),
      ranOut: 0,
    };
    await purchases(server.url, seed, buyerTokens, run);

    const filter = `where%5Bstatus%5D=success&where%5Bcarrier_id%5D=${seed.expressCarrierId}`;
    const admin = await listLoad(server.url, adminToken, `shipments?${filter}`);
    const customer = await listLoad(server.url, customerToken, `shipments?${filter}`);

    stopped = true;
    const ledger = await server.stopAndInspect((database) =>
      checkLedger(database, seed, run.bought),
    );

    const timed = run.steps.path.length;
    log('');
    log(
      `database: ${server.database}; list over ${ROWS.toLocaleString('en')} shipments${EMBEDDED ? ' (the embedded default is 200,000; PostgreSQL runs 1,000,000; SHIPMENTS_BENCH_ROWS overrides)' : ''}`,
    );
    log(
      `server: ${process.env.SHIPMENTS_BENCH_PROCESSES ?? (EMBEDDED ? 1 : cpus().length)} process(es) (WEB_CONCURRENCY); machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before the load, ${loadavg()[0]!.toFixed(1)} after (server, database and load generator share the cores)`,
    );
    log(
      `(a) label purchase, GenericCarrier "Despacho Express / Terrestre", 64000 → 06700: ${seed.buyers.length} buyers, ${SECONDS} s, quote → buy → PDF on shipments drafted beforehand`,
    );
    for (const [name, label] of [
      ['create', 'setup: POST /shipments'],
      ['parcel', 'setup: POST /shipments/{id}/parcels'],
    ] as const) {
      log(`  ${label.padEnd(36)} ${spread(run.setup[name], [50, 99])}   (untimed)`);
    }
    const steps = [
      ['rates', 'GET /shipments/{id}/rates (quote)'],
      ['buy', 'POST /shipments/{id}/rates (buy)'],
      ['label', 'GET /shipments/{id}/label (PDF)'],
      ['path', 'path (quote → buy → PDF)'],
    ] as const;
    const opened = run.open.path.length;
    log(
      `  at ${PURCHASE_RATE} purchases/s (open loop: a buyer arrives every ${ms(1000 / PURCHASE_RATE)} ms, timed from the arrival's schedule)`,
    );
    for (const [name, label] of steps)
      log(`    ${label.padEnd(34)} ${spread(run.open[name], [50, 95, 99])}`);
    log(
      `    ${opened} purchases answered in ${run.openSeconds.toFixed(1)} s = ${(opened / run.openSeconds).toFixed(1)} purchases/s`,
    );
    log(
      `  ceiling (closed loop: ${seed.buyers.length} buyers, each starting again when answered; a reply's time is ${seed.buyers.length} ÷ throughput, the queue they build)`,
    );
    for (const [name, label] of steps)
      log(`    ${label.padEnd(34)} ${spread(run.steps[name], [50, 99])}`);
    if (run.ranOut)
      log(
        `  NOTE: ${run.ranOut} buyer(s) ran out of drafts before the deadline; purchases/s is understated (raise SHIPMENTS_BENCH_DRAFT_RATE)`,
      );
    log(
      `    purchases: ${timed} in ${run.seconds.toFixed(1)} s = ${(timed / run.seconds).toFixed(1)} purchases/s`,
    );
    log(
      `(b) GET /shipments?where[status]=success&where[carrier_id]=${seed.expressCarrierId} over ${ROWS.toLocaleString('en')} shipments, ${SECONDS} s each`,
    );
    for (const [who, r] of [
      [`admin (whole tenant, ${admin.total.toLocaleString('en')} matches)`, admin],
      [`customer (own account, ${customer.total.toLocaleString('en')} matches)`, customer],
    ] as const) {
      log(`  ${who}`);
      log(
        `    at ${LIST_RATE} req/s (open loop)`.padEnd(38) +
          ` ${spread(r.open)}   ${r.openRps.toFixed(0)} req/s answered`,
      );
      log(
        `    ceiling (${CONNECTIONS} clients, closed loop)`.padEnd(38) +
          ` ${spread(r.samples)}   ${r.rps.toFixed(0)} req/s`,
      );
    }

    const allBought = run.bought.reduce((a, b) => a + b, 0);
    const failed = [run.failures, admin.failures, customer.failures];
    for (const f of failed) for (const [what, n] of f.seen) log(`  FAILED ×${n}: ${what}`);
    if (ledger.problems.length) {
      for (const p of ledger.problems) log(`  ledger: ${p}`);
      throw new Error('ledger: MISMATCH');
    }
    log(
      `ledger: ok (${seed.buyers.length} buyers, ${allBought} purchases incl. warm-up, ${(ledger.spent / 100).toLocaleString('en')} MXN debited net; balance = Σ cleared deposits − Σ cleared withdrawals; purchases = debits without a refund)`,
    );
    if (failed.some((f) => f.count)) throw new Error('some requests failed');
    const buyP50 = percentile(run.open.buy, 50);
    const pathP50 = percentile(run.open.path, 50);
    const ceiling = timed / run.seconds;
    const kept = opened / run.openSeconds;
    const listP95 = percentile(admin.open, 95);
    const customerP95 = percentile(customer.open, 95);
    const mark = (ok: boolean) => (ok ? '✔' : '✘');
    log(
      `goals (issue 24): purchase p50 ≤ 30 ms at ${PURCHASE_RATE}/s ${mark(buyP50 <= 30)} (buy ${ms(buyP50)} ms; whole quote → buy → PDF ${ms(pathP50)} ms), ≥ 100 purchases/s ${mark(ceiling >= 100 && kept >= Math.min(100, PURCHASE_RATE) * 0.97)} (ceiling ${ceiling.toFixed(1)}, open loop kept ${kept.toFixed(1)}), list p95 ≤ 30 ms at ${LIST_RATE} req/s ${mark(listP95 <= 30 && customerP95 <= 30)} (admin ${ms(listP95)} ms, customer ${ms(customerP95)} ms)`,
    );
    log(`purchase p50 ${ms(buyP50)}, list p95 ${ms(listP95)}`);
  } finally {
    if (!stopped) await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
