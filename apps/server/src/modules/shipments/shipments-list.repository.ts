import { createHash } from 'node:crypto';
import { SHIPMENT_COUNT_CAP, STAFF_TYPES } from '@despacho/shared';
import type { RawExecutor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { pickups, shipments, type UserRow } from '../../db/schema';
import { sessionUserFromRow } from '../auth/accounts.service';
import { VIEW_SETTINGS, type ShipmentView } from './shipments.repository';
import { escapeLike, type ShipmentFilters } from './shipment-filters.repository';

export type { ShipmentFilters };

/** The list's orders: each a column of the ordered indexes (with the id as tie-break). */
const ORDER_COLUMN = {
  created_at: 'created_at',
  sequential_id: 'sequential_id',
  status: 'status',
} as const;
export type ShipmentOrderField = keyof typeof ORDER_COLUMN;

/**
 * The list route's one statement, prebuilt: the caller, one page of their scope's shipments
 * with everything a row shows, the total, and the serialisation settings unless the
 * cached version is current.
 * - Caller: on the hot route (`sessionJoin`) from the session token through app_session_user,
 *   which sets the tenant itself, so the statement needs no transaction (like the quote's
 *   facts): one round trip instead of four (session, BEGIN, page, COMMIT). Every table is
 *   filtered by tenant explicitly (for a superuser owner) and row-level security applies to a
 *   non-superuser one. A known caller (by id) runs it in the caller's tenant transaction.
 * - Scope: from the caller's row (staff: the tenant; everyone else: their account), as
 *   `readScope` decides it; each scope is its own branch of a UNION ALL behind a one-time
 *   condition, so each keeps its own index (ordered scan, limit).
 * - Total: for status/carrier filters a sum over `shipment_counts` (kept exact by triggers,
 *   migrations/0018); any other filter counts its matches up to COUNT_CAP + 1.
 * One SQL text per combination of filters, order and caller source (the first page's bounds
 * written in: a generic plan's unknown LIMIT is costed as 10 % of the matches), each a named
 * prepared statement on PostgreSQL that keeps its generic plan: nothing is built, parsed or
 * planned per request (a custom plan cost more database time than running the statement).
 */
export interface RawListInput {
  tenantId: number;
  /** The session token's hash (sessionJoin), or the known caller's id. */
  caller: { tokenHash: string } | { userId: number };
  filters: ShipmentFilters;
  order: { field: ShipmentOrderField; dir: 'asc' | 'desc' };
  limit: number;
  offset: number;
  /**
   * Keyset paging: the page after this shipment (the id of the last row of the previous page)
   * in the list's order, read from the index instead of counting `offset` rows past; the
   * offset is then not used. Orders by created_at and sequential_id only.
   */
  after?: number | undefined;
  /** The serialisation settings' version this process holds, null if none. */
  settingsVersion: number | null;
}

export interface RawListPage {
  /** The caller's users row as read (null: no valid session). */
  caller: UserRow | null;
  views: ShipmentView[];
  total: number;
  /** The total is a count up to COUNT_CAP + 1 that reached it: more than COUNT_CAP match. */
  capped: boolean;
  settingsVersion: number;
  /** Present when `settingsVersion` was not current. */
  settings: Record<string, string> | null;
}

const staffList = STAFF_TYPES.map((t) => `'${t}'`).join(', ');
const viewKeys = VIEW_SETTINGS.map((k) => `'${k}'`).join(', ');
const toShipment = rowMapper(shipments);
const toPickup = rowMapper(pickups);
const statements = new Map<string, { name: string; text: string }>();

/**
 * Any other filter counts its matches up to one past this (the reply says "more than"): an exact
 * count of a filter matching most of a million rows reads them all on every page.
 */
export const COUNT_CAP = SHIPMENT_COUNT_CAP;

/** The filters a count-table total answers exactly (with the caller's scope). */
const COUNTED = new Set(['status', 'carrier_id']);

function listStatement(key: string, build: () => string) {
  let found = statements.get(key);
  if (!found) {
    if (statements.size >= 500) statements.clear();
    const hash = createHash('sha1').update(key).digest('hex').slice(0, 16);
    found = { name: `shipments_list_${hash}`, text: build() };
    statements.set(key, found);
  }
  return found;
}

export async function listShipmentPageRaw(
  exec: RawExecutor,
  q: RawListInput,
): Promise<RawListPage> {
  const f = q.filters;
  const bySession = 'tokenHash' in q.caller;
  const limit = Math.trunc(q.limit);
  const after = q.after === undefined ? undefined : Math.trunc(q.after);
  const firstPage = q.offset === 0 || after !== undefined;
  const values: unknown[] = [
    q.tenantId,
    'tokenHash' in q.caller ? q.caller.tokenHash : q.caller.userId,
    q.settingsVersion,
  ];
  const param = (v: unknown) => `$${values.push(v)}`;
  const offset = firstPage ? '0' : param(q.offset);
  // Fixed order: the same combination always gives the same text and parameter positions.
  const conds: string[] = [];
  const countConds: string[] = [];
  const keyParts: string[] = [
    bySession ? 'session' : 'id',
    q.order.field,
    q.order.dir,
    String(limit),
    firstPage ? 'first' : 'offset',
    after === undefined ? '' : 'after',
  ];
  if (after !== undefined && q.order.field === 'status')
    throw new Error('keyset paging orders by created_at or sequential_id');
  const afterParam = after === undefined ? '' : param(after);
  let counted = true;
  const number = f.number?.trim();
  if (number) {
    counted = false;
    if (/^\d{1,9}$/.test(number)) {
      conds.push(
        // A store's order number is "#1001" in Shopify: the bare digits find it too.
        `(s.sequential_id = ${param(Number(number))} or s.source_number in (${param(number)}, ${param(`#${number}`)}))`,
      );
      keyParts.push('number#');
    } else {
      conds.push(`s.source_number = ${param(number)}`);
      keyParts.push('number');
    }
  }
  const eq = (
    name: keyof ShipmentFilters,
    column: string,
    value: unknown,
    countColumn?: string,
  ) => {
    if (value === undefined || value === null || value === '') return;
    const p = param(value);
    conds.push(`s.${column} = ${p}`);
    keyParts.push(name);
    if (countColumn) countConds.push(`c.${countColumn} = ${p}`);
    if (!COUNTED.has(name)) counted = false;
  };
  eq('tracking_number', 'tracking_number', f.tracking_number?.trim());
  eq('status', 'status', f.status, 'status');
  eq('source', 'source', f.source);
  eq('carrier_id', 'carrier_id', f.carrier_id, 'carrier_key');
  eq('store_id', 'store_id', f.store_id);
  const email = f.user_email?.trim();
  let emailCond = '';
  if (email) {
    counted = false;
    keyParts.push('email');
    const p = param(`%${escapeLike(email)}%`);
    emailCond = `s.user_id in (select e.id from users e where e.tenant_id = $1 and e.email ilike ${p})`;
  }
  const statement = listStatement(keyParts.join('|'), () => {
    const col = ORDER_COLUMN[q.order.field];
    const dir = q.order.dir === 'asc' ? 'asc' : 'desc';
    const where = ['s.tenant_id = $1', ...conds];
    const staffWhere = [...where, ...(emailCond ? [emailCond] : [])].join(' and ');
    // Customers never filter by someone's e-mail: their list is their account's anyway.
    const ownWhere = [
      ...where,
      's.user_id = (select account from me)',
      ...(emailCond ? [`((select user_type from me) = 'customer' or ${emailCond})`] : []),
    ].join(' and ');
    // By status, newest first within a status: the order of the status indexes as stored.
    const flip = dir === 'asc' ? 'desc' : 'asc';
    const orderBy = (t: string) =>
      col === 'status'
        ? `order by ${t}.status ${dir}, ${t}.created_at ${flip}, ${t}.id ${flip}`
        : `order by ${t}.${col} ${dir}, ${t}.id ${dir}`;
    const countWhere = ['c.tenant_id = $1', ...countConds].join(' and ');
    // Past the cursor's row in the list's order: a row comparison the ordered index reads from.
    const cursorOf = (column: string) =>
      `(select a.${column} from shipments a where a.tenant_id = $1 and a.id = ${afterParam}::int)`;
    const past = !afterParam
      ? ''
      : col === 'created_at'
        ? ` and (s.created_at, s.id) ${dir === 'desc' ? '<' : '>'} (${cursorOf('created_at')}, ${afterParam}::int)`
        : ` and s.sequential_id ${dir === 'desc' ? '<' : '>'} ${cursorOf('sequential_id')}`;
    const total = counted
      ? `case when (select staff from me)
           then (select coalesce(sum(c.n), 0) from shipment_counts c where ${countWhere})
           else (select coalesce(sum(c.n), 0) from shipment_counts c
                 where ${countWhere} and c.user_id = (select account from me)) end`
      : `case when (select staff from me)
           then (select count(*) from (select 1 from shipments s where ${staffWhere}
             limit ${COUNT_CAP + 1}) c)
           else (select count(*) from (select 1 from shipments s where ${ownWhere}
             limit ${COUNT_CAP + 1}) c) end`;
    const caller = bySession
      ? 'app_session_user($1, $2::text) u'
      : 'users u where u.tenant_id = $1 and u.id = $2::int';
    return `with me as materialized (
        select u.*, u.user_type in (${staffList}) as staff, coalesce(u.parent_id, u.id) as account
        from ${caller} limit 1),
      page as materialized (
        (select s.* from shipments s where (select staff from me) and ${staffWhere}${past}
          ${orderBy('s')} limit ${limit} offset ${offset})
        union all
        (select s.* from shipments s where not (select staff from me) and ${ownWhere}${past}
          ${orderBy('s')} limit ${limit} offset ${offset}))
      select row_to_json(m)::text as _me, (${total})::int8 as _total, sv.v as _settings_version,
        case when $3::int is distinct from sv.v then (
          select coalesce(json_object_agg(st.key, st.value), '{}'::json)::text
          from settings st where st.tenant_id = $1 and st.key in (${viewKeys})) end as _settings,
        x.*
      -- Lateral to the caller: read once app_session_user has set the tenant.
      from me m cross join lateral (select coalesce((select tc.value from tenant_counters tc
        where tc.tenant_id = $1 and tc.name = 'settings' and m.id is not null), 0) as v) sv
      left join lateral (
        select p.*, n.service_name as _service_name, n.carrier_name as _carrier_name,
          n.provider_code as _provider_code, n.logo_file_id as _carrier_logo_file_id,
          n.has_pickup as _service_has_pickup,
          ow.id as _owner_id, ow.name as _owner_name, ow.last_name as _owner_last_name,
          ow.email as _owner_email,
          exists (select 1 from user_prices up where up.tenant_id = $1 and up.user_id = p.user_id)
            as _has_user_prices,
          (select row_to_json(lp)::text from pickups lp where lp.tenant_id = $1
            and lp.shipment_id = p.id order by lp.id desc limit 1) as _pickup
        from page p
        -- A service is named only with its carrier and provider (both required of it). Each
        -- lookup is one index probe per row of the page (a lateral with a limit stays a loop).
        left join lateral (
          select sv2.name as service_name, ca.name as carrier_name, pr.code as provider_code,
            ca.logo_file_id, sv2.has_pickup
          from services sv2 join carriers ca on ca.id = sv2.carrier_id and ca.tenant_id = $1
            join providers pr on pr.id = ca.provider_id and pr.tenant_id = $1
          where sv2.id = p.service_id and sv2.tenant_id = $1 limit 1) n on true
        left join lateral (
          select ow.id, ow.name, ow.last_name, ow.email from users ow
          where ow.id = p.user_id and ow.tenant_id = $1 limit 1) ow on true) x on true
      ${orderBy('x')}`;
  });
  const { rows } = (await exec(statement.text, values, {
    name: statement.name,
    generic: true,
  })) as {
    rows: Record<string, unknown>[];
  };
  const first = rows[0];
  if (!first)
    return { caller: null, views: [], total: 0, capped: false, settingsVersion: 0, settings: null };
  const caller = sessionUserFromRow(JSON.parse(first._me as string) as Record<string, unknown>);
  const views: ShipmentView[] = [];
  for (const r of rows) {
    if (r.id === null || r.id === undefined) continue;
    const named = r._service_name !== null && r._carrier_name !== null && r._provider_code !== null;
    const row = toShipment(r);
    views.push({
      row,
      serviceName: named ? (r._service_name as string) : null,
      carrierName: named ? (r._carrier_name as string) : null,
      providerCode: named ? (r._provider_code as string) : null,
      carrierLogoFileId: named ? (r._carrier_logo_file_id as number | null) : null,
      serviceHasPickup: named ? Boolean(r._service_has_pickup) : false,
      owner:
        r._owner_id === null
          ? { id: row.userId, name: '', lastName: '', email: '' }
          : {
              id: Number(r._owner_id),
              name: r._owner_name as string,
              lastName: r._owner_last_name as string,
              email: r._owner_email as string,
            },
      hasUserPrices: Boolean(r._has_user_prices),
      pickup: r._pickup
        ? toPickup(JSON.parse(r._pickup as string) as Record<string, unknown>)
        : null,
    });
  }
  const shown = first._settings
    ? (JSON.parse(first._settings as string) as Record<string, string | null>)
    : null;
  return {
    caller,
    views,
    total: Number(first._total),
    capped: !counted && Number(first._total) > COUNT_CAP,
    settingsVersion: Number(first._settings_version),
    settings: shown
      ? Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, v ?? '']))
      : null,
  };
}
