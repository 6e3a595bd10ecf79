// The shipment list's statements as the server prepares them, and their generic plans (EXPLAIN
// of a prepared statement under plan_cache_mode=force_generic_plan, as the server's list pool
// runs them). Used by shipments-list-scale.test.ts and bench/shipments-explain.ts.
import type { RawExecutor } from '../../src/db/client';
import { sqlLiteral } from '../../src/db/tenant-tx';
import {
  listShipmentPageRaw,
  type RawListInput,
  type ShipmentFilters,
  type ShipmentOrderField,
} from '../../src/modules/shipments/shipments-list.repository';

export interface ListPlanCase {
  name: string;
  input: RawListInput;
}

export interface ListPlan {
  /** Execution time (ANALYZE) or the planner's total cost. */
  ms: number;
  /** Every index the plan reads, in plan order (repeats removed). */
  indexes: string[];
  /** Relations read by a sequential scan. */
  seqScans: string[];
  text: string;
}

type Row = Record<string, unknown>;
const rowsOf = (r: unknown): Row[] =>
  Array.isArray(r) ? r.flatMap((x: { rows: Row[] }) => x.rows) : (r as { rows: Row[] }).rows;

async function one(exec: RawExecutor, text: string): Promise<Row> {
  const row = rowsOf(await exec(text))[0];
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

/** The list's statement and values for `input`, without running it. */
async function statementOf(input: RawListInput): Promise<{ text: string; values: unknown[] }> {
  let seen: { text: string; values: unknown[] } | null = null;
  await listShipmentPageRaw(async (text, values) => {
    seen = { text, values: values ?? [] };
    return { rows: [] };
  }, input);
  return seen!;
}

/**
 * Every filter of spec 2 §7 and every order, for an admin (whole tenant) and for the customer
 * owning the most shipments, with values taken from the seeded table.
 */
export async function listPlanCases(exec: RawExecutor): Promise<ListPlanCase[]> {
  const s = await one(
    exec,
    `with top as (select user_id from shipments group by user_id order by count(*) desc limit 1)
     select s.id, s.tenant_id, s.user_id, u.email, s.carrier_id, s.tracking_number, s.sequential_id
     from top join shipments s on s.user_id = top.user_id join users u on u.id = s.user_id
     where s.carrier_id is not null and s.tracking_number is not null
     order by s.id limit 1`,
  );
  const tenantId = Number(s.tenant_id);
  const admin = await one(
    exec,
    `select id from users where tenant_id = ${tenantId} and user_type = 'admin' order by id limit 1`,
  );
  const customerId = Number(s.user_id);
  const filters: [string, ShipmentFilters][] = [
    ['no filter', {}],
    ['status', { status: 'success' }],
    ['status + carrier (the benchmark)', { status: 'success', carrier_id: Number(s.carrier_id) }],
    ['carrier', { carrier_id: Number(s.carrier_id) }],
    ['source', { source: 'shopify' }],
    ['store', { store_id: 1 }],
    ['tracking number', { tracking_number: String(s.tracking_number) }],
    ['number (digits)', { number: String(s.sequential_id) }],
    ['number (order number)', { number: 'SHOP-1001' }],
    ['user email', { user_email: String(s.email).slice(0, 8) }],
  ];
  const orders: [ShipmentOrderField, 'asc' | 'desc'][] = [
    ['created_at', 'asc'],
    ['sequential_id', 'desc'],
    ['status', 'asc'],
  ];
  const cases: ListPlanCase[] = [];
  const base = (userId: number) => ({
    tenantId,
    caller: { userId },
    limit: 10,
    offset: 0,
    settingsVersion: 0,
  });
  for (const [who, userId] of [
    ['admin', Number(admin.id)],
    ['customer', customerId],
  ] as const) {
    for (const [name, f] of filters) {
      if (who === 'customer' && f.user_email) continue;
      cases.push({
        name: `${who}, ${name}`,
        input: { ...base(userId), filters: f, order: { field: 'created_at', dir: 'desc' } },
      });
    }
    for (const [field, dir] of orders)
      cases.push({
        name: `${who}, order ${field} ${dir}`,
        input: { ...base(userId), filters: {}, order: { field, dir } },
      });
    for (const [field, dir] of [
      ['created_at', 'desc'],
      ['sequential_id', 'asc'],
    ] as const)
      cases.push({
        name: `${who}, status, after (keyset, ${field} ${dir})`,
        input: {
          ...base(userId),
          filters: { status: 'success' },
          order: { field, dir },
          after: Number(s.id),
        },
      });
    cases.push({
      name: `${who}, status, page 50 (offset)`,
      input: {
        ...base(userId),
        filters: { status: 'success' },
        order: { field: 'created_at', dir: 'desc' },
        offset: 490,
      },
    });
  }
  return cases;
}

function walk(node: Row, out: { indexes: string[]; seqScans: string[] }) {
  const index = node['Index Name'];
  if (typeof index === 'string' && !out.indexes.includes(index)) out.indexes.push(index);
  if (node['Node Type'] === 'Seq Scan') out.seqScans.push(String(node['Relation Name']));
  for (const child of (node.Plans as Row[] | undefined) ?? []) walk(child, out);
}

let counter = 0;

/** The generic plan of the case's prepared statement (and its run time with `analyze`). */
export async function explainList(
  exec: RawExecutor,
  driver: 'pglite' | 'postgres',
  c: ListPlanCase,
  opts: { analyze?: boolean } = {},
): Promise<ListPlan> {
  const { text, values } = await statementOf(c.input);
  const name = `list_plan_${process.pid}_${++counter}`;
  const args = values.length ? `(${values.map((v) => sqlLiteral(v)).join(', ')})` : '';
  const prepare = `begin; set local plan_cache_mode = force_generic_plan; prepare ${name} as ${text}`;
  const explain = `explain (${opts.analyze ? 'analyze, ' : ''}format json) execute ${name}${args}`;
  const finish = `deallocate ${name}; commit`;
  // PostgreSQL: one simple-query round trip, so one pooled connection sees all of it (and is
  // given back with no transaction open). PGlite has one connection but answers the last result.
  const result =
    driver === 'postgres'
      ? await exec(`${prepare}; ${explain}; ${finish}`)
      : await exec(prepare).then(async () => {
          try {
            return await exec(explain);
          } finally {
            await exec(finish);
          }
        });
  const planRow = rowsOf(result).find((r) => 'QUERY PLAN' in r);
  if (!planRow) throw new Error(`no plan for ${c.name}`);
  const raw = planRow['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Row[];
  const top = doc[0]!;
  const out = { indexes: [] as string[], seqScans: [] as string[] };
  walk(top.Plan as Row, out);
  const plan = top.Plan as Row;
  return {
    ms: opts.analyze ? Number(top['Execution Time']) : Number(plan['Total Cost']),
    ...out,
    text: JSON.stringify(doc, null, 1),
  };
}
