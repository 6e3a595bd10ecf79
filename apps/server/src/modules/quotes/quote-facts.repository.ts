import { VERIFY_FISCAL_DATA_SETTING } from '@despacho/shared';
import type { RawExecutor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { sessionUserFromRow } from '../auth/accounts.service';

/** The settings that change what a quote shows, and whether the caller may quote (spec 1 §2). */
export const QUOTE_SETTING_KEYS = [
  'show_discount',
  'operator_visible_rates',
  'show_additional_static_rates',
  VERIFY_FISCAL_DATA_SETTING,
  // Customers' own agreements are used only while the tenant has them on (issue 19).
  'user_own_agreements',
];

export interface QuoteFacts {
  catalogueVersion: number;
  /** Postal-code rows matching the origin or destination code (zones' and services' lists). */
  postalRows: {
    postal_code: string;
    country_id: number;
    zone_id: number | null;
    service_id: number | null;
  }[];
  payer: { id: number; discount: string | number; special_carriers: boolean } | null;
  userCarriers: { carrier_id: number; service_ids: number[] }[];
  serviceAmounts: {
    service_id: number;
    international_percent: string | number | null;
    international_amount_dev_cents: string | number | null;
    main_admin_percent: string | number | null;
    main_admin_amount_cents: string | number | null;
    client_percentage: string | number | null;
    international_amount_cents: string | number | null;
  }[];
  userPrices: { service_id: number; kg: string | number; price_cents: string | number }[];
  settings: Record<string, string>;
  /** Which of the two codes the SEPOMEX catalogue knows, and whether it holds anything at all. */
  knownPostalCodes: string[];
  settlementsLoaded: boolean;
}

export interface RawFacts {
  version: number | null;
  postal_rows: QuoteFacts['postalRows'];
  payer: QuoteFacts['payer'];
  user_carriers: QuoteFacts['userCarriers'];
  service_amounts: QuoteFacts['serviceAmounts'];
  user_prices: QuoteFacts['userPrices'];
  settings: Record<string, string>;
  known_postal_codes: string[];
  settlements_loaded: boolean;
}

export function toFacts(raw: RawFacts | string): QuoteFacts {
  const f: RawFacts = typeof raw === 'string' ? (JSON.parse(raw) as RawFacts) : raw;
  return {
    catalogueVersion: Number(f.version ?? 0),
    postalRows: f.postal_rows,
    payer: f.payer,
    userCarriers: f.user_carriers,
    serviceAmounts: f.service_amounts,
    userPrices: f.user_prices,
    settings: f.settings,
    knownPostalCodes: f.known_postal_codes,
    settlementsLoaded: f.settlements_loaded,
  };
}

/**
 * Everything a quote reads that is not cached, in one statement with no transaction (the
 * `app_quote_facts` function sets the tenant itself; migrations/0012_quote_facts.sql).
 */
export async function loadQuoteFacts(
  exec: RawExecutor,
  tenantId: number,
  payerId: number,
  postalCodes: string[],
): Promise<QuoteFacts> {
  const { rows } = await exec(
    'select app_quote_facts($1, $2, $3, $4) as facts',
    [tenantId, payerId, postalCodes, QUOTE_SETTING_KEYS],
    { name: 'app_quote_facts' },
  );
  return toFacts((rows[0] as { facts: RawFacts | string }).facts);
}

/**
 * The caller's session and the quote's facts in one statement: the user the session token
 * names (app_session_user, the same rules as every request) and, for that user's paying
 * account, what `loadQuoteFacts` reads. No row: no valid session, and no facts were read.
 */
export async function loadSessionQuoteFacts(
  exec: RawExecutor,
  tenantId: number,
  tokenHash: string,
  postalCodes: string[],
): Promise<{ user: UserRow; facts: QuoteFacts } | null> {
  // The user as one JSON column: the driver describes and sets up two columns per call instead
  // of the users table's every column (a twentieth of a quote's server time).
  const { rows } = await exec(
    `select row_to_json(u)::text as me,
        app_quote_facts($1, coalesce(u.parent_id, u.id), $3, $4) as quote_facts
       from app_session_user($1, $2) u`,
    [tenantId, tokenHash, postalCodes, QUOTE_SETTING_KEYS],
    { name: 'app_session_quote_facts_v2' },
  );
  const raw = rows[0] as { me: string; quote_facts: RawFacts | string } | undefined;
  return raw
    ? {
        user: sessionUserFromRow(JSON.parse(raw.me) as Record<string, unknown>),
        facts: toFacts(raw.quote_facts),
      }
    : null;
}
