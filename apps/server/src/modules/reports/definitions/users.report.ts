import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../../db/schema';
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
import { STATUS_WORDS, USER_TYPE_WORDS } from '../report-words';

const parent = alias(users, 'parent');

/** Accounts created in the range (never a password hash or token). */
export const usersReport: ReportDefinition = {
  key: 'users',
  name: { 'es-MX': 'Usuarios', en: 'Users' },
  sheet: { 'es-MX': 'Usuarios', en: 'Users' },
  ranged: true,
  columns: [
    col('ID', 'ID', 'int'),
    col('Nombre', 'First name'),
    col('Apellido', 'Last name'),
    col('Correo', 'Email', 'text', 28),
    col('Teléfono', 'Phone', 'text', 14),
    col('Empresa', 'Company'),
    col('Tipo', 'Type', 'text', 16),
    col('Estado', 'Status', 'text', 12),
    col('Saldo (MXN)', 'Balance (MXN)', 'money'),
    col('Línea de crédito (MXN)', 'Credit line (MXN)', 'money'),
    col('Descuento (%)', 'Discount (%)', 'decimal'),
    col('Datos fiscales verificados', 'Fiscal data verified', 'text', 12),
    col('Código de referido', 'Referral code', 'text', 14),
    col('Referido por', 'Referred by', 'text', 14),
    col('Cuenta principal', 'Main account', 'text', 28),
    col('Envíos', 'Shipments', 'int'),
    col('Alta', 'Created', 'datetime'),
    col('Confirmado', 'Confirmed', 'datetime'),
    col('Último acceso', 'Last sign-in', 'datetime'),
  ],
  async batch(tx, q, after, limit) {
    const tz = q.range.timeZone;
    const rows = await tx
      .select({
        id: users.id,
        number: users.sequentialId,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        company: users.company,
        type: users.userType,
        status: users.status,
        balance: users.balanceCents,
        credit: users.creditLimitCents,
        discount: users.discount,
        verified: users.fiscalDataVerified,
        referralCode: users.referralCode,
        referredBy: users.referredBy,
        parentEmail: parent.email,
        shipments: users.totalShipments,
        createdAt: localTime(users.createdAt, tz),
        confirmedAt: localTime(users.confirmedAt, tz),
        signInAt: localTime(users.currentSignInAt, tz),
      })
      .from(users)
      .leftJoin(parent, eq(parent.id, users.parentId))
      .where(and(inRange(users.createdAt, q.range), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      cells: [
        r.number,
        r.name,
        r.lastName,
        r.email,
        r.phone,
        r.company,
        wordOf(USER_TYPE_WORDS, r.type, q.locale),
        wordOf(STATUS_WORDS, r.status, q.locale),
        pesos(r.balance),
        pesos(r.credit),
        Number(r.discount),
        yesNo(r.verified, q.locale),
        r.referralCode,
        r.referredBy,
        r.parentEmail,
        r.shipments,
        wallClock(r.createdAt),
        wallClock(r.confirmedAt),
        wallClock(r.signInAt),
      ],
    }));
  },
};
