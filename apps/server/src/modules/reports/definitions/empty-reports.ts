import { col, type ReportDefinition } from '../report-definition';

/*
 * Reports whose records the product does not keep yet (overweights):
 * a valid workbook with the headers of spec 3 §3 / spec 2 §3's entities and no rows, so the
 * file people download today has the shape it will keep once those areas exist.
 */

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
