import type { RawExecutor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import {
  shipments,
  storedFiles,
  users,
  type ShipmentRow,
  type StoredFileRow,
  type UserRow,
} from '../../db/schema';
import { sessionUserFromRow } from '../auth/accounts.service';

const toShipment = rowMapper(shipments);
const toFile = rowMapper(storedFiles);
const toUser = rowMapper(users);

export interface ShipmentDownload {
  row: ShipmentRow;
  provider: { code: string; name: string } | null;
  file: StoredFileRow | null;
  owner: UserRow;
}

export interface SessionShipmentDownload {
  user: UserRow;
  /** The shipment in the tenant, whoever owns it (the caller's scope is checked by the caller). */
  found: ShipmentDownload | null;
}

/**
 * What a label or NOTA download reads, in one statement with no transaction (as the rate
 * screen's facts): the caller's session (app_session_user, which sets the tenant), then the
 * shipment with its carrier's provider, its stored label file and its owner, lateral to the
 * session so they are read once the tenant is set (row-level security for a non-superuser
 * owner) and filtered by tenant explicitly (a superuser owner). Downloads follow every
 * purchase: one round trip instead of four (session, BEGIN, shipment, COMMIT). No row: no valid
 * session.
 */
export async function loadSessionShipmentDownload(
  exec: RawExecutor,
  tenantId: number,
  tokenHash: string,
  shipmentId: number,
): Promise<SessionShipmentDownload | null> {
  const { rows } = await exec(
    `select row_to_json(u)::text as _me, d.*
      from app_session_user($1, $2) u
      left join lateral (
        select row_to_json(s)::text as _shipment, pr.code as _provider_code,
          pr.name as _provider_name, row_to_json(f)::text as _file, row_to_json(o)::text as _owner
        from shipments s
        left join carriers c on c.id = s.carrier_id and c.tenant_id = u.tenant_id
        left join providers pr on pr.id = c.provider_id and pr.tenant_id = u.tenant_id
        left join stored_files f on f.id = s.label_file_id and f.tenant_id = u.tenant_id
        left join users o on o.id = s.user_id and o.tenant_id = u.tenant_id
        where s.id = $3 and s.tenant_id = u.tenant_id limit 1) d on true`,
    [tenantId, tokenHash, shipmentId],
    { name: 'app_session_shipment_download_v1' },
  );
  const raw = rows[0] as
    | {
        _me: string;
        _shipment: string | null;
        _provider_code: string | null;
        _provider_name: string | null;
        _file: string | null;
        _owner: string | null;
      }
    | undefined;
  if (!raw) return null;
  const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;
  const user = sessionUserFromRow(parse(raw._me));
  if (!raw._shipment || !raw._owner) return { user, found: null };
  return {
    user,
    found: {
      row: toShipment(parse(raw._shipment)),
      provider:
        raw._provider_code === null
          ? null
          : { code: raw._provider_code, name: raw._provider_name ?? '' },
      file: raw._file ? toFile(parse(raw._file)) : null,
      owner: toUser(parse(raw._owner)),
    },
  };
}
