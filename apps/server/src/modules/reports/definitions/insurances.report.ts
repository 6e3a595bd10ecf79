import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { carriers, services, shipments, users } from '../../../db/schema';
import {
  col,
  fullName,
  inRange,
  localTime,
  pesos,
  wallClock,
  wordOf,
  type ReportDefinition,
} from '../report-definition';
import { SHIPMENT_STATUS_WORDS } from '../report-words';

/** The insurance charged on a shipment's rate, in centavos (0 when none). */
const insuranceCents = sql<string>`case when jsonb_typeof(${shipments.rate}->'insurance') = 'number'
  then (${shipments.rate}->>'insurance')::numeric else 0 end`;

/**
 * Insured shipments created in the range: every bought shipment whose rate charged insurance
 * (declared value × carrier percentage + fixed amount, spec 3 §9), with the declared value.
 */
export const insurancesReport: ReportDefinition = {
  key: 'insurances',
  name: { 'es-MX': 'Seguros', en: 'Insurances' },
  sheet: { 'es-MX': 'Seguros', en: 'Insurances' },
  ranged: true,
  columns: [
    col('Envío', 'Shipment', 'int'),
    col('Fecha', 'Date', 'datetime'),
    col('Estado del envío', 'Shipment status', 'text', 14),
    col('Usuario', 'User'),
    col('Correo', 'Email', 'text', 28),
    col('Paquetería', 'Carrier'),
    col('Servicio', 'Service'),
    col('Guía', 'Tracking number'),
    col('Contenido', 'Contents'),
    col('Valor declarado (MXN)', 'Declared value (MXN)', 'money'),
    col('Costo del seguro (MXN)', 'Insurance cost (MXN)', 'money'),
    col('Total del envío (MXN)', 'Shipment total (MXN)', 'money'),
  ],
  async batch(tx, q, after, limit) {
    const rows = await tx
      .select({
        id: shipments.id,
        number: shipments.sequentialId,
        at: localTime(shipments.createdAt, q.range.timeZone),
        status: shipments.status,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        carrier: carriers.name,
        service: services.name,
        tracking: shipments.trackingNumber,
        contents: sql<string | null>`${shipments.parcel}->>'contents'`,
        declared: sql<string | null>`${shipments.parcel}->>'declared_tax_value'`,
        insurance: insuranceCents,
        total: shipments.totalCents,
      })
      .from(shipments)
      .innerJoin(users, eq(users.id, shipments.userId))
      .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
      .leftJoin(services, eq(services.id, shipments.serviceId))
      .where(
        and(
          inRange(shipments.createdAt, q.range),
          ne(shipments.status, 'pending'),
          sql`${insuranceCents} > 0`,
          gt(shipments.id, after),
        ),
      )
      .orderBy(asc(shipments.id))
      .limit(limit);
    return rows.map((r) => {
      const declared = Number(r.declared);
      return {
        id: r.id,
        cells: [
          r.number,
          wallClock(r.at),
          wordOf(SHIPMENT_STATUS_WORDS, r.status, q.locale),
          fullName(r.name, r.lastName),
          r.email,
          r.carrier,
          r.service,
          r.tracking,
          r.contents,
          r.declared && Number.isFinite(declared) ? declared : null,
          pesos(r.insurance),
          pesos(r.total),
        ],
      };
    });
  },
};
