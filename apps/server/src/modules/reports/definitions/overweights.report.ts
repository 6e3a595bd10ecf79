import { and, asc, eq, gt } from 'drizzle-orm';
import { carriers, overweights, services, shipments, users } from '../../../db/schema';
import {
  col,
  fullName,
  inRange,
  localTime,
  pesos,
  wallClock,
  wordOf,
  type ReportDefinition,
  type Words,
} from '../report-definition';

const STATUS_WORDS: Record<string, Words> = {
  unpaid: { 'es-MX': 'Sin cobrar', en: 'Unpaid' },
  paid: { 'es-MX': 'Cobrado', en: 'Paid' },
  rebated: { 'es-MX': 'En disputa', en: 'Rebate requested' },
  refunded: { 'es-MX': 'Reembolsado', en: 'Refunded' },
};

const kg = (g: number | null) => (g === null ? null : g / 1000);

/** The tenant's overweights recorded in the range, oldest first (issue 21). */
export const overweightsReport: ReportDefinition = {
  key: 'overweights',
  name: { 'es-MX': 'Sobrepesos', en: 'Overweights' },
  sheet: { 'es-MX': 'Sobrepesos', en: 'Overweights' },
  ranged: true,
  columns: [
    col('ID', 'ID', 'int'),
    col('Fecha', 'Date', 'datetime'),
    col('Envío', 'Shipment', 'int'),
    col('Guía', 'Tracking number'),
    col('Usuario', 'User'),
    col('Correo', 'Email', 'text', 28),
    col('Paquetería', 'Carrier'),
    col('Servicio', 'Service'),
    col('Sobrepeso (kg)', 'Overweight (kg)', 'kg', 12),
    col('Monto (MXN)', 'Amount (MXN)', 'money'),
    col('Estado', 'Status', 'text', 12),
    col('Peso de la paquetería (kg)', 'Carrier weight (kg)', 'kg', 12),
    col('Peso volumétrico de la paquetería (kg)', 'Carrier volumetric weight (kg)', 'kg', 14),
    col('Medidas de la paquetería', 'Carrier package dimensions', 'text', 18),
    col('Descripción de la evidencia', 'Evidence description', 'text', 30),
  ],
  async batch(tx, q, after, limit) {
    const rows = await tx
      .select({
        row: overweights,
        at: localTime(overweights.createdAt, q.range.timeZone),
        shipment: shipments.sequentialId,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        carrier: carriers.name,
        service: services.name,
      })
      .from(overweights)
      .innerJoin(shipments, eq(shipments.id, overweights.shipmentId))
      .innerJoin(users, eq(users.id, overweights.userId))
      .leftJoin(carriers, eq(carriers.id, overweights.carrierId))
      .leftJoin(services, eq(services.id, overweights.serviceId))
      .where(and(inRange(overweights.createdAt, q.range), gt(overweights.id, after)))
      .orderBy(asc(overweights.id))
      .limit(limit);
    return rows.map((r) => {
      const d = r.row.dimensions;
      return {
        id: r.row.id,
        cells: [
          r.row.id,
          wallClock(r.at),
          r.shipment,
          r.row.trackingNumber,
          fullName(r.name, r.lastName),
          r.email,
          r.carrier,
          r.service,
          kg(r.row.overweightG),
          pesos(r.row.amountCents),
          wordOf(STATUS_WORDS, r.row.status, q.locale),
          kg(r.row.carrierWeightG),
          kg(r.row.carrierVolumetricWeightG),
          d ? `${d.length} x ${d.width} x ${d.height} cm` : null,
          r.row.evidenceDescription,
        ],
      };
    });
  },
};
