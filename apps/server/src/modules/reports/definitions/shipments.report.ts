import { and, asc, eq, gt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { carriers, providers, services, shipments, users } from '../../../db/schema';
import {
  col,
  fullName,
  inRange,
  localTime,
  pesos,
  wallClock,
  wordOf,
  yesNo,
  type ReportDefinition,
  type ReportQuery,
} from '../report-definition';
import { SHIPMENT_SOURCE_WORDS, SHIPMENT_STATUS_WORDS } from '../report-words';

/** The shipments report's filters, checked and resolved by the service. */
export interface ShipmentsReportFilters {
  status: string | null;
  providerId: number | null;
  allShipments: boolean;
  /** Only when the provider is Estafeta (blank = no filter). */
  estafeta: {
    range: string | null;
    account: string | null;
    agent: string | null;
    shippingNumber: string | null;
  } | null;
}

/** An Estafeta carrier's setting (`range`, `account`, `agent`) equal to the filter's value. */
const carrierSetting = (key: string, value: string) =>
  sql`exists (select 1 from carrier_settings cs
    where cs.carrier_id = ${shipments.carrierId} and cs.key = ${key} and trim(cs.value) = ${value})`;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function shipmentFilters(q: ReportQuery<ShipmentsReportFilters>): SQL[] {
  const f = q.filters;
  const conds: SQL[] = [inRange(shipments.createdAt, q.range)];
  // Drafts (pending) only with "all shipments"; a status narrows the bought ones.
  if (!f.allShipments) {
    conds.push(
      f.status ? eq(shipments.status, f.status as 'success') : ne(shipments.status, 'pending'),
    );
  }
  if (f.providerId) conds.push(eq(carriers.providerId, f.providerId));
  const e = f.estafeta;
  if (e?.range) conds.push(carrierSetting('range', e.range));
  if (e?.account) conds.push(carrierSetting('account', e.account));
  if (e?.agent) conds.push(carrierSetting('agent', e.agent));
  if (e?.shippingNumber)
    conds.push(sql`${shipments.trackingNumber} ilike ${likeText(e.shippingNumber)}`);
  return conds;
}

const addr = (column: AnyColumn, key: string) => sql<string | null>`${column}->>${key}`;
const num = (path: SQL) =>
  sql<string | null>`case when jsonb_typeof(${path}) = 'number' then (${path})::text end`;

/** Shipments created in the range with the filters of spec 1 §2 (oldest first). */
export const shipmentsReport: ReportDefinition<ShipmentsReportFilters> = {
  key: 'shipments',
  name: { 'es-MX': 'Envíos', en: 'Shipments' },
  sheet: { 'es-MX': 'Envíos', en: 'Shipments' },
  ranged: true,
  columns: [
    col('Número', 'Number', 'int'),
    col('Fecha', 'Date', 'datetime'),
    col('Estado', 'Status', 'text', 14),
    col('Origen del envío', 'Source', 'text', 12),
    col('Pedido', 'Order number', 'text', 14),
    col('Usuario', 'User'),
    col('Correo', 'Email', 'text', 28),
    col('Paquetería', 'Carrier'),
    col('Proveedor', 'Provider', 'text', 14),
    col('Servicio', 'Service'),
    col('Guía', 'Tracking number'),
    col('Remitente', 'Sender'),
    col('CP origen', 'Origin postal code', 'text', 10),
    col('Ciudad origen', 'Origin city'),
    col('Destinatario', 'Recipient'),
    col('CP destino', 'Destination postal code', 'text', 10),
    col('Ciudad destino', 'Destination city'),
    col('Estado destino', 'Destination state'),
    col('Contenido', 'Contents'),
    col('Peso (kg)', 'Weight (kg)', 'kg'),
    col('Peso volumétrico (kg)', 'Volumetric weight (kg)', 'kg'),
    col('Asegurado', 'Insured', 'text', 10),
    col('Seguro (MXN)', 'Insurance (MXN)', 'money'),
    col('Total (MXN)', 'Total (MXN)', 'money'),
    col('Guía generada', 'Label created', 'datetime'),
    col('Cancelado', 'Canceled', 'datetime'),
  ],
  async batch(tx, q, after, limit) {
    const tz = q.range.timeZone;
    const rows = await tx
      .select({
        id: shipments.id,
        number: shipments.sequentialId,
        at: localTime(shipments.createdAt, tz),
        status: shipments.status,
        source: shipments.source,
        order: shipments.sourceNumber,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        carrier: carriers.name,
        provider: providers.name,
        service: services.name,
        tracking: shipments.trackingNumber,
        sender: addr(shipments.origin, 'name'),
        originCp: addr(shipments.origin, 'postal_code'),
        originCity: addr(shipments.origin, 'city'),
        recipient: addr(shipments.destination, 'name'),
        destinationCp: addr(shipments.destination, 'postal_code'),
        destinationCity: addr(shipments.destination, 'city'),
        destinationState: addr(shipments.destination, 'state'),
        contents: sql<string | null>`${shipments.parcel}->>'contents'`,
        weight: num(sql`${shipments.parcel}->'weight'`),
        volumetric: num(sql`${shipments.parcel}->'volumetric_weight'`),
        insured: sql<boolean | null>`(${shipments.parcel}->>'insure_package')::boolean`,
        insurance: num(sql`${shipments.rate}->'insurance'`),
        total: shipments.totalCents,
        labelAt: localTime(shipments.labelCreatedAt, tz),
        canceledAt: localTime(shipments.canceledAt, tz),
      })
      .from(shipments)
      .innerJoin(users, eq(users.id, shipments.userId))
      .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
      .leftJoin(providers, eq(providers.id, carriers.providerId))
      .leftJoin(services, eq(services.id, shipments.serviceId))
      .where(and(...shipmentFilters(q), gt(shipments.id, after)))
      .orderBy(asc(shipments.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      cells: [
        r.number,
        wallClock(r.at),
        wordOf(SHIPMENT_STATUS_WORDS, r.status, q.locale),
        wordOf(SHIPMENT_SOURCE_WORDS, r.source, q.locale),
        r.order,
        fullName(r.name, r.lastName),
        r.email,
        r.carrier,
        r.provider,
        r.service,
        r.tracking,
        r.sender,
        r.originCp,
        r.originCity,
        r.recipient,
        r.destinationCp,
        r.destinationCity,
        r.destinationState,
        r.contents,
        r.weight === null ? null : Number(r.weight),
        r.volumetric === null ? null : Number(r.volumetric),
        yesNo(r.insured, q.locale),
        pesos(r.insurance),
        pesos(r.total),
        wallClock(r.labelAt),
        wallClock(r.canceledAt),
      ],
    }));
  },
};
