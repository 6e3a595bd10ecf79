import { and, asc, eq, gt } from 'drizzle-orm';
import { carrierSettingLogs, carriers, users } from '../../../db/schema';
import {
  col,
  fullName,
  inRange,
  localTime,
  wallClock,
  type ReportDefinition,
} from '../report-definition';

/**
 * Every change of a carrier setting in the range, across carriers: when, which carrier, who,
 * the key and its values before and after (secrets were masked when the change was logged).
 */
export const carrierSettingLogsReport: ReportDefinition = {
  key: 'carrier_setting_logs',
  name: { 'es-MX': 'Bitácora de ajustes de paqueterías', en: 'Carrier setting logs' },
  sheet: { 'es-MX': 'Bitácora', en: 'Log' },
  ranged: true,
  columns: [
    col('Fecha', 'Date', 'datetime'),
    col('ID de paquetería', 'Carrier ID', 'int'),
    col('Paquetería', 'Carrier'),
    col('Clave', 'Key'),
    col('Valor anterior', 'Old value', 'text', 28),
    col('Valor nuevo', 'New value', 'text', 28),
    col('Usuario', 'User'),
    col('Correo', 'Email', 'text', 28),
  ],
  async batch(tx, q, after, limit) {
    const rows = await tx
      .select({
        id: carrierSettingLogs.id,
        at: localTime(carrierSettingLogs.createdAt, q.range.timeZone),
        carrierNumber: carriers.sequentialId,
        carrier: carriers.name,
        key: carrierSettingLogs.key,
        oldValue: carrierSettingLogs.oldValue,
        newValue: carrierSettingLogs.newValue,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
      })
      .from(carrierSettingLogs)
      .innerJoin(carriers, eq(carriers.id, carrierSettingLogs.carrierId))
      .leftJoin(users, eq(users.id, carrierSettingLogs.userId))
      .where(and(inRange(carrierSettingLogs.createdAt, q.range), gt(carrierSettingLogs.id, after)))
      .orderBy(asc(carrierSettingLogs.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      cells: [
        wallClock(r.at),
        r.carrierNumber,
        r.carrier,
        r.key,
        r.oldValue,
        r.newValue,
        fullName(r.name, r.lastName),
        r.email,
      ],
    }));
  },
};
