import { asc, gt, eq, sql } from 'drizzle-orm';
import { carriers, providers } from '../../../db/schema';
import {
  col,
  inRange,
  localTime,
  pesos,
  wallClock,
  wordOf,
  yesNo,
  type ReportDefinition,
} from '../report-definition';
import { ENVIRONMENT_WORDS, INSURANCE_TYPE_WORDS, STATUS_WORDS } from '../report-words';

/**
 * Every carrier of the tenant with what it did in the range: labels made (anything bought:
 * not a draft, not a failed purchase), cancellations, and what the live ones sold (cancelled
 * labels were refunded). The lifetime count and limit are the carrier's own.
 */
export const carriersReport: ReportDefinition = {
  key: 'carriers',
  name: { 'es-MX': 'Paqueterías', en: 'Carriers' },
  sheet: { 'es-MX': 'Paqueterías', en: 'Carriers' },
  ranged: true,
  columns: [
    col('ID', 'ID', 'int'),
    col('Nombre', 'Name'),
    col('Proveedor', 'Provider'),
    col('Código del proveedor', 'Provider code', 'text', 16),
    col('Estado', 'Status', 'text', 12),
    col('Entorno', 'Environment', 'text', 12),
    col('Acuerdo propio', 'Own agreement', 'text', 10),
    col('Seguro', 'Insurance', 'text', 14),
    col('Guías en el periodo', 'Labels in the period', 'int', 12),
    col('Cancelaciones en el periodo', 'Cancellations in the period', 'int', 12),
    col('Vendido en el periodo (MXN)', 'Sold in the period (MXN)', 'money', 16),
    col('Envíos totales', 'Total shipments', 'int'),
    col('Límite de envíos', 'Shipment limit', 'int'),
    col('Alta', 'Created', 'datetime'),
  ],
  async batch(tx, q, after, limit) {
    const inPeriod = inRange(sql`s.created_at`, q.range);
    const rows = await tx
      .select({
        id: carriers.id,
        number: carriers.sequentialId,
        name: carriers.name,
        provider: providers.name,
        providerCode: providers.code,
        status: carriers.status,
        environment: carriers.environment,
        own: carriers.ownAgreements,
        insurance: carriers.insuranceType,
        labels: sql<string>`(select count(*) from shipments s where s.carrier_id = ${carriers.id}
          and s.status not in ('pending', 'error') and ${inPeriod})`,
        cancellations: sql<string>`(select count(*) from shipments s
          where s.carrier_id = ${carriers.id} and s.status = 'canceled' and ${inPeriod})`,
        sold: sql<string>`(select coalesce(sum(s.total_cents), 0) from shipments s
          where s.carrier_id = ${carriers.id}
          and s.status in ('success', 'delivered', 'pending_cancellation') and ${inPeriod})`,
        count: carriers.shipmentCount,
        limit: carriers.shipmentLimit,
        createdAt: localTime(carriers.createdAt, q.range.timeZone),
      })
      .from(carriers)
      .innerJoin(providers, eq(providers.id, carriers.providerId))
      .where(gt(carriers.id, after))
      .orderBy(asc(carriers.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      cells: [
        r.number,
        r.name,
        r.provider,
        r.providerCode,
        wordOf(STATUS_WORDS, r.status, q.locale),
        wordOf(ENVIRONMENT_WORDS, r.environment, q.locale),
        yesNo(r.own, q.locale),
        wordOf(INSURANCE_TYPE_WORDS, r.insurance, q.locale),
        Number(r.labels),
        Number(r.cancellations),
        pesos(r.sold),
        r.count,
        r.limit,
        wallClock(r.createdAt),
      ],
    }));
  },
};
