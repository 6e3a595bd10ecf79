import { stripAccents, validationText, type Locale } from '@despacho/shared';

/** An address field a row may fill, on either side. */
export const ADDRESS_FIELDS = [
  'name',
  'company',
  'email',
  'calling_code',
  'phone',
  'rfc',
  'country',
  'state',
  'city',
  'neighborhood',
  'street',
  'number',
  'interior_number',
  'postal_code',
  'reference',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const PARCEL_FIELDS = [
  'parcel_type',
  'length',
  'width',
  'height',
  'weight',
  'contents',
  'declared_tax_value',
] as const;
export type ParcelField = (typeof PARCEL_FIELDS)[number];

export type ColumnKey =
  | 'order_number'
  | `destination.${AddressField}`
  | 'origin_alias'
  | `origin.${AddressField}`
  | 'package'
  | ParcelField;

interface Column {
  key: ColumnKey;
  /** The heading the example file uses (Spanish), then the English one. */
  es: string;
  en: string;
  /** Other ways people write it (already normalised). */
  also?: string[];
  required?: boolean;
}

/** Spanish and English words of each address field, as the headings put them. */
const ADDRESS_WORDS: Record<AddressField, { es: string; en: string; also?: string[] }> = {
  name: { es: 'Nombre', en: 'Name' },
  company: { es: 'Empresa', en: 'Company' },
  email: { es: 'Correo', en: 'Email', also: ['correo electronico', 'e-mail'] },
  calling_code: { es: 'Lada', en: 'Calling code', also: ['codigo de pais'] },
  phone: { es: 'Teléfono', en: 'Phone', also: ['tel'] },
  rfc: { es: 'RFC', en: 'Tax id' },
  country: { es: 'País', en: 'Country' },
  state: { es: 'Estado', en: 'State' },
  city: { es: 'Ciudad', en: 'City', also: ['municipio'] },
  neighborhood: { es: 'Colonia', en: 'Neighborhood' },
  street: { es: 'Calle', en: 'Street' },
  number: { es: 'Número', en: 'Number', also: ['numero exterior', 'no exterior'] },
  interior_number: { es: 'Interior', en: 'Interior number', also: ['numero interior'] },
  postal_code: { es: 'Código postal', en: 'Postal code', also: ['cp', 'zip', 'zip code'] },
  reference: { es: 'Referencia', en: 'Reference' },
};

/** The destination fields the shared address form requires (country and lada have defaults). */
const REQUIRED_DESTINATION: AddressField[] = [
  'name',
  'company',
  'email',
  'phone',
  'state',
  'city',
  'neighborhood',
  'street',
  'number',
  'postal_code',
];

export const normalHeading = (s: string) =>
  stripAccents(s)
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[_\-.:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function sideColumns(side: 'destination' | 'origin'): Column[] {
  const es = side === 'destination' ? 'destino' : 'origen';
  return ADDRESS_FIELDS.map((field) => {
    const w = ADDRESS_WORDS[field];
    const names = [w.es, w.en, ...(w.also ?? [])].map(normalHeading);
    return {
      key: `${side}.${field}` as const,
      es: `${w.es} ${es}`,
      en: `${side === 'destination' ? 'Destination' : 'Origin'} ${w.en.toLowerCase()}`,
      also: names.flatMap((n) => [`${n} ${es}`, `${side} ${n}`, `${n} ${side}`]),
      required: side === 'destination' && REQUIRED_DESTINATION.includes(field),
    };
  });
}

/** Every column of the import, in the example file's order. */
export const COLUMNS: Column[] = [
  { key: 'order_number', es: 'Pedido', en: 'Order number', also: ['numero de pedido', 'order'] },
  ...sideColumns('destination'),
  { key: 'origin_alias', es: 'Alias origen', en: 'Origin alias', also: ['origen alias'] },
  ...sideColumns('origin'),
  { key: 'package', es: 'Paquete guardado', en: 'Package', also: ['paquete', 'plantilla'] },
  {
    key: 'parcel_type',
    es: 'Tipo de paquete',
    en: 'Parcel type',
    also: ['tipo'],
  },
  { key: 'length', es: 'Largo (cm)', en: 'Length (cm)' },
  { key: 'width', es: 'Ancho (cm)', en: 'Width (cm)' },
  { key: 'height', es: 'Alto (cm)', en: 'Height (cm)' },
  { key: 'weight', es: 'Peso (kg)', en: 'Weight (kg)' },
  { key: 'contents', es: 'Contenido', en: 'Contents' },
  {
    key: 'declared_tax_value',
    es: 'Valor declarado',
    en: 'Declared value',
    also: ['declared tax value', 'valor'],
  },
];

const BY_NAME = new Map<string, Column>();
for (const c of COLUMNS)
  for (const n of [c.es, c.en, c.key, ...(c.also ?? [])]) BY_NAME.set(normalHeading(n), c);

/** Where each column is in a file, and the heading the file gives it (errors name that). */
export interface ColumnMap {
  index: Map<ColumnKey, number>;
  heading: Map<ColumnKey, string>;
}

/**
 * The file's columns from its heading row. Missing required headings, or a heading we do not
 * know (a typo would silently lose a field), fail the whole file with the names.
 */
export function mapHeadings(
  header: string[],
  locale: Locale,
): { columns: ColumnMap } | { failure: string } {
  const index = new Map<ColumnKey, number>();
  const heading = new Map<ColumnKey, string>();
  const unknown: string[] = [];
  header.forEach((h, i) => {
    const text = h.trim();
    if (!text) return;
    const column = BY_NAME.get(normalHeading(text));
    if (!column || index.has(column.key)) return void unknown.push(text);
    index.set(column.key, i);
    heading.set(column.key, text);
  });
  const missing = COLUMNS.filter((c) => c.required && !index.has(c.key)).map((c) =>
    headingOf(c.key, locale),
  );
  if (missing.length)
    return {
      failure: validationText('v.shipment_import_headings_missing', locale, {
        columns: missing.join(', '),
      }),
    };
  if (unknown.length)
    return {
      failure: validationText('v.shipment_import_headings_unknown', locale, {
        columns: unknown.join(', '),
      }),
    };
  return { columns: { index, heading } };
}

/** The example's heading of a column, in the reader's language. */
export function headingOf(key: ColumnKey, locale: Locale): string {
  const c = COLUMNS.find((x) => x.key === key)!;
  return locale === 'en' ? c.en : c.es;
}

/** An address field's own word ("Colonia"), for messages about a saved address. */
export function fieldLabel(field: AddressField, locale: Locale): string {
  const w = ADDRESS_WORDS[field];
  return locale === 'en' ? w.en : w.es;
}
