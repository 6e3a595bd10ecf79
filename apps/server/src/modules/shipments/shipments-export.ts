import { Readable } from 'node:stream';
import { isStaff, type ListQuery, type UserType } from '@despacho/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { carriers, services, shipments, users } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listParams } from '../../http/list-query';
import { readScope } from './shipment-access';
import { shipmentWhere, type ShipmentFilters } from './shipment-filters.repository';

const BATCH = 2_000;

/** One CSV field: quoted when needed; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row of the file, read as text by the database (no JSON objects built per row). */
const COLUMNS = {
  id: shipments.sequentialId,
  created_at: sql<string>`to_char(${shipments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  status: shipments.status,
  step: shipments.step,
  source: shipments.source,
  order_number: shipments.sourceNumber,
  user_email: users.email,
  origin_name: sql<string>`${shipments.origin}->>'name'`,
  origin_city: sql<string>`${shipments.origin}->>'city'`,
  origin_postal_code: sql<string>`${shipments.origin}->>'postal_code'`,
  destination_name: sql<string>`${shipments.destination}->>'name'`,
  destination_street: sql<string>`concat_ws(' ', ${shipments.destination}->>'street', ${shipments.destination}->>'number')`,
  destination_city: sql<string>`${shipments.destination}->>'city'`,
  destination_state: sql<string>`${shipments.destination}->>'state'`,
  destination_postal_code: sql<string>`${shipments.destination}->>'postal_code'`,
  carrier: carriers.name,
  service: services.name,
  tracking_number: shipments.trackingNumber,
  contents: sql<string>`${shipments.parcel}->>'contents'`,
  length_cm: sql<string>`${shipments.parcel}->>'length'`,
  width_cm: sql<string>`${shipments.parcel}->>'width'`,
  height_cm: sql<string>`${shipments.parcel}->>'height'`,
  weight_kg: sql<string>`${shipments.parcel}->>'weight'`,
  volumetric_weight_kg: sql<string>`${shipments.parcel}->>'volumetric_weight'`,
  total: sql<string>`to_char(${shipments.totalCents} / 100.0, 'FM999999999990.00')`,
  label_created_at: sql<string>`to_char(${shipments.labelCreatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  cursor: shipments.id,
};
const HEADER = Object.keys(COLUMNS).filter((k) => k !== 'cursor');

/**
 * POST shipments/export_csv (developers, or users with export_csv_visible): the filtered list,
 * newest first, streamed in batches of 2,000 read by id, so 100,000 rows never sit in memory
 * and each batch is one short transaction.
 */
export async function exportShipmentsCsv(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<Readable> {
  authorize(ctx, 'read', 'Shipment');
  const actor = requireActor(ctx);
  if (actor.userType !== 'developer' && !actor.exportCsvVisible) throw new AppError('forbidden');
  const filters = listParams(query, ['created_at'], { field: 'created_at', dir: 'desc' })
    .where as ShipmentFilters;
  if (!isStaff(actor.userType as UserType)) delete filters.user_email;
  const scope = readScope(ctx);
  const where = shipmentWhere(scope, filters);
  let cursor: number | null = null;
  let headerSent = false;
  return Readable.from(
    (async function* () {
      yield `\uFEFF${HEADER.join(',')}\r\n`;
      headerSent = true;
      for (;;) {
        const chunk: string | null = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
          const rows = await tx
            .select(COLUMNS)
            .from(shipments)
            .leftJoin(users, eq(users.id, shipments.userId))
            .leftJoin(services, eq(services.id, shipments.serviceId))
            .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
            .where(and(where, cursor === null ? undefined : lt(shipments.id, cursor)))
            .orderBy(desc(shipments.id))
            .limit(BATCH);
          if (!rows.length) return null;
          cursor = rows[rows.length - 1]!.cursor;
          let out = '';
          for (const r of rows)
            out += `${HEADER.map((k) => csvField(r[k as keyof typeof r])).join(',')}\r\n`;
          return out;
        });
        if (chunk === null) return;
        yield chunk;
      }
    })(),
    { objectMode: false },
  ).on('error', (err) => {
    ctx.log.error({ err, headerSent }, 'shipments CSV export failed');
  });
}
