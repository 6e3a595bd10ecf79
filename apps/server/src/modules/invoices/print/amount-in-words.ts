/**
 * "Importe con letra" as Mexican invoices print it: "MIL DOSCIENTOS TREINTA Y CUATRO PESOS
 * 56/100 M.N.". Spelling follows the RAE (veintiún, dieciséis, veintidós) in capitals, with
 * "un" apocopated before PESOS, MIL and MILLÓN/MILLONES ("VEINTIÚN MIL", "CIENTO UN PESOS").
 */

const UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const TEENS = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
];
const TWENTIES = [
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = [
  '',
  '',
  '',
  'TREINTA',
  'CUARENTA',
  'CINCUENTA',
  'SESENTA',
  'SETENTA',
  'OCHENTA',
  'NOVENTA',
];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 1–99 in words ("UNO", "VEINTIUNO", "TREINTA Y UNO"). */
function tens(n: number): string {
  if (n < 10) return UNITS[n]!;
  if (n < 20) return TEENS[n - 10]!;
  if (n < 30) return TWENTIES[n - 20]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} Y ${UNITS[unit]}` : TENS[n / 10]!;
}

/** 1–999 in words; "CIEN" alone, "CIENTO" before more. */
function hundreds(n: number): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [HUNDREDS[h]!, rest ? tens(rest) : ''].filter(Boolean).join(' ');
}

/** Before a noun "uno" drops its last letter: UN PESO, VEINTIÚN MIL, TREINTA Y UN MILLONES. */
function apocope(words: string): string {
  return words.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');
}

/** 1–999 999 in words, apocopated (it always precedes a noun here). */
function thousands(n: number): string {
  const high = Math.floor(n / 1000);
  const low = n % 1000;
  const parts: string[] = [];
  if (high === 1) parts.push('MIL');
  else if (high > 1) parts.push(`${apocope(hundreds(high))} MIL`);
  if (low) parts.push(apocope(hundreds(low)));
  return parts.join(' ');
}

/** Whole pesos (non-negative integer below 10^12) in words, apocopated. */
function pesosInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const rest = n % 1_000_000;
  const parts: string[] = [];
  if (millions === 1) parts.push('UN MILLÓN');
  else if (millions > 1) parts.push(`${thousands(millions)} MILLONES`);
  if (rest) parts.push(thousands(rest));
  return parts.join(' ');
}

const MAX_CENTAVOS = 1e14 - 1;

/** The amount in Spanish words, e.g. 123456 → "MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.". */
export function amountInWords(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > MAX_CENTAVOS) {
    throw new RangeError(`Not a centavo amount this can spell: ${centavos}`);
  }
  const pesos = Math.floor(centavos / 100);
  const cents = String(centavos % 100).padStart(2, '0');
  const words = pesosInWords(pesos);
  // "Un millón de pesos": a bare MILLÓN/MILLONES takes "de" before the noun.
  const noun = pesos === 1 ? 'PESO' : /MILL(ÓN|ONES)$/.test(words) ? 'DE PESOS' : 'PESOS';
  return `${words} ${noun} ${cents}/100 M.N.`;
}
