import { asc, eq, gt } from 'drizzle-orm';
import { countries, fiscalData, users } from '../../../db/schema';
import { col, type ReportDefinition } from '../report-definition';

/** Every account's fiscal data as it stands now (spec 1 §7: no parameters). */
export const fiscalDataReport: ReportDefinition = {
  key: 'fiscal_data',
  name: { 'es-MX': 'Datos fiscales', en: 'Fiscal data' },
  sheet: { 'es-MX': 'Datos fiscales', en: 'Fiscal data' },
  ranged: false,
  columns: [
    col('ID de usuario', 'User ID', 'int'),
    col('Correo del usuario', 'User email', 'text', 28),
    col('Razón social', 'Business name', 'text', 30),
    col('RFC', 'RFC', 'text', 14),
    col('Régimen fiscal', 'Tax regime', 'text', 12),
    col('Forma de pago', 'Payment form', 'text', 12),
    col('Uso de CFDI', 'CFDI use', 'text', 12),
    col('Correo fiscal', 'Fiscal email', 'text', 28),
    col('Teléfono', 'Phone', 'text', 14),
    col('Calle', 'Street'),
    col('Número', 'Number', 'text', 10),
    col('Número interior', 'Interior number', 'text', 10),
    col('Colonia', 'Neighborhood'),
    col('Ciudad', 'City'),
    col('Estado', 'State'),
    col('País', 'Country'),
    col('Código postal', 'Postal code', 'text', 10),
  ],
  async batch(tx, _q, after, limit) {
    const rows = await tx
      .select({
        f: fiscalData,
        userNumber: users.sequentialId,
        email: users.email,
        country: countries.name,
      })
      .from(fiscalData)
      .innerJoin(users, eq(users.id, fiscalData.userId))
      .leftJoin(countries, eq(countries.id, fiscalData.countryId))
      .where(gt(fiscalData.id, after))
      .orderBy(asc(fiscalData.id))
      .limit(limit);
    return rows.map(({ f, userNumber, email, country }) => ({
      id: f.id,
      cells: [
        userNumber,
        email,
        f.businessName,
        f.rfc,
        f.fiscalRegime,
        f.paymentForm,
        f.cfdiUse,
        f.email,
        f.phone,
        f.street,
        f.number,
        f.interiorNumber,
        f.neighborhood,
        f.city,
        f.state,
        country,
        f.postalCode,
      ],
    }));
  },
};
