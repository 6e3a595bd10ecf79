import ExcelJS from 'exceljs';
import { COLUMNS, type ColumnKey } from './import-columns';

/** What each column is for: notes on the example's headings and its instructions sheet. */
const NOTES: Partial<Record<ColumnKey | 'destination' | 'origin', string>> = {
  order_number: 'Opcional. Tu número de pedido; aparece en la lista de envíos.',
  destination:
    'Dirección de destino. Obligatorias: nombre, empresa, correo, teléfono, estado, ciudad, colonia, calle, número y código postal. País vacío = México; lada vacía = 52.',
  origin_alias:
    'Opcional. El alias de una de tus direcciones guardadas para usarla como origen. Si dejas vacías esta columna y las de origen, se usa tu dirección guardada más reciente.',
  origin:
    'Opcional. Dirección de origen completa (mismas reglas que el destino). Si la llenas, tiene prioridad sobre el alias.',
  package:
    'Opcional. El nombre de uno de tus paquetes guardados; las medidas que escribas en la fila lo reemplazan.',
  parcel_type: 'Opcional: caja (predeterminado), sobre o tarima.',
  length:
    'Centímetros, mínimo 1. Con largo, ancho, alto, peso y contenido el envío queda listo para cotizar.',
  width: 'Centímetros, mínimo 1.',
  height: 'Centímetros, mínimo 1.',
  weight: 'Kilogramos, mínimo 0.1.',
  contents: 'Qué contiene el paquete.',
  declared_tax_value: 'Opcional. Valor declarado en pesos.',
};

const noteOf = (key: ColumnKey) =>
  NOTES[key] ??
  (key.startsWith('destination.')
    ? NOTES.destination
    : key.startsWith('origin.')
      ? NOTES.origin
      : '');

const ORIGIN = {
  name: 'Carmen Clienta',
  company: 'Tienda Carmen',
  email: 'envios@tiendacarmen.mx',
  calling_code: '52',
  phone: '8112345678',
  country: 'México',
  state: 'Nuevo León',
  city: 'Monterrey',
  neighborhood: 'Monterrey Centro',
  street: 'Av. Juárez',
  number: '1000',
  postal_code: '64000',
  reference: 'Entre Padre Mier y Morelos',
};

/** Three orders of a Monterrey shop: to Mexico City, Guadalajara and Monterrey itself. */
const ROWS: Partial<Record<ColumnKey, string>>[] = [
  {
    order_number: 'PED-1001',
    'destination.name': 'Luisa Pérez',
    'destination.company': 'Café Orizaba',
    'destination.email': 'luisa@example.com',
    'destination.phone': '5512345678',
    'destination.state': 'Ciudad de México',
    'destination.city': 'Ciudad de México',
    'destination.neighborhood': 'Roma Norte',
    'destination.street': 'Orizaba',
    'destination.number': '20',
    'destination.interior_number': '3',
    'destination.postal_code': '06700',
    'destination.reference': 'Edificio azul',
    parcel_type: 'caja',
    length: '30',
    width: '20',
    height: '15',
    weight: '2.5',
    contents: 'Ropa',
    declared_tax_value: '850',
  },
  {
    order_number: 'PED-1002',
    'destination.name': 'Jorge Ramírez',
    'destination.company': 'Distribuidora Tapatía',
    'destination.email': 'jorge@example.com',
    'destination.phone': '3312345678',
    'destination.state': 'Jalisco',
    'destination.city': 'Guadalajara',
    'destination.neighborhood': 'Americana',
    'destination.street': 'Av. Chapultepec',
    'destination.number': '150',
    'destination.postal_code': '44160',
    parcel_type: 'sobre',
    weight: '0.3',
    contents: 'Documentos',
  },
  {
    order_number: 'PED-1003',
    'destination.name': 'Ana López',
    'destination.company': 'Regia Diseño',
    'destination.email': 'ana@example.com',
    'destination.phone': '8187654321',
    'destination.state': 'Nuevo León',
    'destination.city': 'Monterrey',
    'destination.neighborhood': 'Obispado',
    'destination.street': 'Padre Mier',
    'destination.number': '1500',
    'destination.postal_code': '64060',
  },
];

/** The example rows as cells in the columns' order (the origin is the shop's, on every row). */
export function exampleCells(): string[][] {
  return ROWS.map((row) =>
    COLUMNS.map((c) => {
      if (c.key.startsWith('origin.'))
        return ORIGIN[c.key.slice('origin.'.length) as keyof typeof ORIGIN] ?? '';
      if (c.key === 'destination.calling_code') return '52';
      if (c.key === 'destination.country') return 'México';
      return row[c.key] ?? '';
    }),
  );
}

/**
 * The example workbook: the headings (Spanish) with a note on each, the three rows as text (so
 * Excel keeps 06700's zero), and an instructions sheet the import does not read.
 */
export async function shipmentImportExampleXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Envíos');
  const head = sheet.addRow(COLUMNS.map((c) => c.es));
  head.font = { bold: true };
  COLUMNS.forEach((c, i) => {
    const note = noteOf(c.key);
    if (note) head.getCell(i + 1).note = note;
    sheet.getColumn(i + 1).numFmt = '@';
    sheet.getColumn(i + 1).width = Math.max(14, c.es.length + 2);
  });
  for (const cells of exampleCells()) sheet.addRow(cells);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet('Instrucciones');
  help.addRow(['Columna', 'Obligatoria', 'Descripción']).font = { bold: true };
  for (const c of COLUMNS) help.addRow([c.es, c.required ? 'Sí' : 'No', noteOf(c.key)]);
  help.addRow([]);
  help.addRow([
    'Cada fila se importa completa o no se importa: una fila con errores no crea envío y el reporte dice la fila, la columna y el motivo.',
  ]);
  help.getColumn(1).width = 26;
  help.getColumn(3).width = 100;
  return Buffer.from(await book.xlsx.writeBuffer());
}

const csvCell = (v: string) => (/[",;\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The same example as UTF-8 CSV (with a BOM, so Excel opens its accents right). */
export function shipmentImportExampleCsv(): Buffer {
  const lines = [COLUMNS.map((c) => c.es), ...exampleCells()].map((r) => r.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
