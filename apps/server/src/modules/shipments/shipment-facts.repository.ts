import type { RawExecutor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import {
  shipmentPurchases,
  shipments,
  type ShipmentPurchaseRow,
  type ShipmentRow,
  type UserRow,
} from '../../db/schema';
import { sessionUserFromRow } from '../auth/accounts.service';
import {
  QUOTE_SETTING_KEYS,
  quoteFactsFromRow,
  type QuoteFacts,
  type RawQuoteFacts,
} from '../quotes/quotes.service';

const toShipment = rowMapper(shipments);
const toPurchase = rowMapper(shipmentPurchases);

export interface SessionShipmentFacts {
  user: UserRow;
  /** The shipment in the tenant (the caller's access to it is checked by the caller). */
  row: ShipmentRow | null;
  /** The payer's attempt under the Idempotency-Key, when one was given. */
  attempt: ShipmentPurchaseRow | null;
  /** The quote's facts for the owner and the shipment's two postal codes, when it can be rated. */
  quote: { codes: string[]; facts: QuoteFacts } | null;
  /**
   * Asked with `listensFor` (a purchase): whether the shipment's owner has an enabled webhook
   * endpoint for that event, so the purchase skips a round trip when nobody listens.
   */
  listening: boolean | null;
}

/**
 * What the rate screen and the purchase read before they price anything, in one statement
 * with no transaction (as the quote route): the caller's session (app_session_user, which sets
 * the tenant), the shipment, for a retry its attempt under the key, and the quote's facts for
 * the account that pays (app_quote_facts). Everything after the session is lateral to it, so it
 * is read once the tenant is set (row-level security for a non-superuser owner), and filtered
 * by tenant explicitly (a superuser owner). Rows come back as JSON text: the driver sets up a
 * few columns per call instead of every column of users. No row: no valid session.
 */
export async function loadSessionShipmentFacts(
  exec: RawExecutor,
  tenantId: number,
  tokenHash: string,
  shipmentId: number,
  key: string | null,
  listensFor: string | null = null,
): Promise<SessionShipmentFacts | null> {
  const { rows } = await exec(
    `select row_to_json(u)::text as _me, s.shipment as _shipment, a.attempt as _attempt, s.codes as _codes,
        case when s.ratable then app_quote_facts($1, s.user_id, s.codes, $5) end as _facts,
        case when $6::text is not null then exists (select 1 from webhook_endpoints w
          where w.tenant_id = u.tenant_id and w.user_id = s.user_id and w.enabled
            and w.events ? $6::text) end as _listening
      from app_session_user($1, $2) u
      left join lateral (
        select row_to_json(x)::text as shipment, x.user_id,
          array[upper(btrim(x.origin ->> 'postal_code')),
            upper(btrim(x.destination ->> 'postal_code'))] as codes,
          x.step <> 'confirmed' and x.origin is not null and x.destination is not null
            and x.parcel is not null as ratable
        from shipments x where x.id = $3 and x.tenant_id = u.tenant_id) s on true
      left join lateral (
        select row_to_json(p)::text as attempt from shipment_purchases p
        where $4::text is not null and p.tenant_id = u.tenant_id and p.user_id = s.user_id
          and p.idempotency_key = $4::text limit 1) a on true`,
    [tenantId, tokenHash, shipmentId, key, QUOTE_SETTING_KEYS, listensFor],
    { name: 'app_session_shipment_facts_v3' },
  );
  const raw = rows[0] as
    | {
        _me: string;
        _shipment: string | null;
        _attempt: string | null;
        _codes: string[] | null;
        _facts: RawQuoteFacts | string | null;
        _listening: boolean | null;
      }
    | undefined;
  if (!raw) return null;
  const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;
  return {
    user: sessionUserFromRow(parse(raw._me)),
    row: raw._shipment ? toShipment(parse(raw._shipment)) : null,
    attempt: raw._attempt ? toPurchase(parse(raw._attempt)) : null,
    quote:
      raw._facts && raw._codes ? { codes: raw._codes, facts: quoteFactsFromRow(raw._facts) } : null,
    listening: raw._listening ?? null,
  };
}
