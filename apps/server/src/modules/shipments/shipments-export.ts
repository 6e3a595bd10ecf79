import { Readable } from 'node:stream';
import { isStaff, type ListQuery, type UserType } from '@despacho/shared';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { carriers, services, shipments, users, type ShipmentRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listParams } from '../../http/list-query';
import { moneyOrNull } from '../catalogue/catalogue-money';
import { readScope } from './shipment-access';
import { shipmentWhere, type ShipmentFilters } from './shipments-list.repository';

const BATCH = 2_000;

const HEADER = [
  'id',
  'created_at',
  'status',
  'step',
  'source',
  'order_number',
  'user_email',
  'origin_name',
  'origin_city',
  'origin_postal_code',
  'destination_name',
  'destination_street',
  'destination_city',
  'destination_state',
  'destination_postal_code',
  'carrier',
  'service',
  'tracking_number',
  'contents',
  'length_cm',
  'width_cm',
  'height_cm',
  'weight_kg',
  'volumetric_weight_kg',
  'total',
  'label_created_at',
];

/** One CSV field: quoted when needed; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(
  s: ShipmentRow,
  names: Map<number, { carrier: string; service: string }>,
  emails: Map<number, string>,
): string {
  const n = s.serviceId === null ? undefined : names.get(s.serviceId);
  const p = s.parcel;
  return [
    s.sequentialId,
    s.createdAt.toISOString(),
    s.status,
    s.step,
    s.source,
    s.sourceNumber,
    emails.get(s.userId) ?? '',
    s.origin?.name,
    s.origin?.city,
    s.origin?.postal_code,
    s.destination?.name,
    s.destination ? `${s.destination.street} ${s.destination.number}` : '',
    s.destination?.city,
    s.destination?.state,
    s.destination?.postal_code,
    n?.carrier,
    n?.service,
    s.trackingNumber,
    p?.contents,
    p?.length,
    p?.width,
    p?.height,
    p?.weight,
    p?.volumetric_weight,
    moneyOrNull(s.totalCents),
    s.labelCreatedAt?.toISOString(),
  ]
    .map(csvField)
    .join(',');
}

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
            .select()
            .from(shipments)
            .where(and(where, cursor === null ? undefined : lt(shipments.id, cursor)))
            .orderBy(desc(shipments.id))
            .limit(BATCH);
          if (!rows.length) return null;
          cursor = rows[rows.length - 1]!.id;
          const serviceIds = [...new Set(rows.map((r) => r.serviceId).filter((v) => v !== null))];
          const ownerIds = [...new Set(rows.map((r) => r.userId))];
          const named = serviceIds.length
            ? await tx
                .select({ id: services.id, service: services.name, carrier: carriers.name })
                .from(services)
                .innerJoin(carriers, eq(carriers.id, services.carrierId))
                .where(inArray(services.id, serviceIds))
            : [];
          const owners = await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.id, ownerIds));
          const names = new Map(named.map((n) => [n.id, n]));
          const emails = new Map(owners.map((o) => [o.id, o.email]));
          return rows.map((r) => `${line(r, names, emails)}\r\n`).join('');
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
