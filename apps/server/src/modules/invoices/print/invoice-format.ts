/**
 * How the XML's values read on paper. Amounts are formatted from the stamped decimal string
 * itself (grouping added, its decimals kept, at least two), so the paper never disagrees with
 * the XML by a rounding.
 */

/** "1064.66" → "$1,064.66"; "12.5" → "$12.50"; "0.123456" → "$0.123456". */
export function money(decimal: string | undefined): string {
  if (!decimal) return '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}.${fraction.padEnd(2, '0')}`;
}

/** A quantity as written, with thousands grouped: "1500.5" → "1,500.5". */
export function quantity(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** "0.160000" → "16 %"; a Cuota prints as the amount it is. */
export function rate(tipoFactor: string, tasaOCuota: string | undefined): string {
  if (tipoFactor === 'Exento' || tasaOCuota === undefined) return 'Exento';
  if (tipoFactor === 'Cuota') return money(tasaOCuota);
  const percent = (Number(tasaOCuota) * 100).toFixed(4).replace(/\.?0+$/, '');
  return `${percent} %`;
}

/** Centavos of a stamped total ("1234.56" → 123456); the XML's Total has at most 2 decimals. */
export function totalCentavos(total: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(total.trim());
  if (!match) throw new RangeError(`Not a CFDI total: ${total}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "DEP-1001", "DEP", "1001" or "" as the comprobante has them. */
export function serieFolio(serie: string | undefined, folio: string | undefined): string {
  return [serie, folio].filter(Boolean).join('-');
}
