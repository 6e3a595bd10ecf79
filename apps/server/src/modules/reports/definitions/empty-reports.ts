import { col, type ReportDefinition } from '../report-definition';

/*
 * Reports whose records the product does not keep yet (fiscal data, overweights, invoices):
 * a valid workbook with the headers of spec 3 §3 / spec 2 §3's entities and no rows, so the
 * file people download today has the shape it will keep once those areas exist.
 */

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
};

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
};

export const invoicesReport: ReportDefinition = {
  key: 'invoices',
  name: { 'es-MX': 'Facturas', en: 'Invoices' },
  sheet: { 'es-MX': 'Facturas', en: 'Invoices' },
  ranged: true,
  columns: [
    col('ID', 'ID', 'int'),
    col('Fecha de solicitud', 'Requested at', 'datetime'),
    col('Estado', 'Status', 'text', 12),
    col('Movimiento', 'Transaction', 'int'),
    col('Monto (MXN)', 'Amount (MXN)', 'money'),
    col('ID de usuario', 'User ID', 'int'),
    col('Nombre', 'First name'),
    col('Apellido', 'Last name'),
    col('Correo', 'Email', 'text', 28),
  ],
};
