/** Number and date conversions between the product's units and RedpackWS's text. */
import { localDateKey } from '@despacho/domain';

export const MEXICO_TIME_ZONE = 'America/Mexico_City';

/** A decimal as Redpack writes it ("1234.5", "98.765") → integer centavos, half up; NaN if not one. */
export function moneyToCents(text: string): number {
  const m = /^\s*(-?)(\d+)(?:\.(\d*))?\s*$/.exec(text);
  if (!m) return Number.NaN;
  const decimals = (m[3] ?? '').padEnd(3, '0');
  const cents =
    Number(m[2]) * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return m[1] ? -cents : cents;
}

/** Centavos as Redpack's decimal text (12345 → "123.45"). */
export const centsToMoney = (cents: number) => (cents / 100).toFixed(2);

/** A number as short decimal text (2 → "2", 1.25 → "1.25"). */
export const decimal = (n: number, places = 2) => String(Number(n.toFixed(places)));

/** Kilograms rounded up to the 10 g (Redpack's scales); at least 0.01. */
export const kgUp = (kg: number) => Math.max(0.01, Math.ceil(kg * 100 - 1e-9) / 100);

/** Centimetres rounded up to a whole one; at least 1. */
export const cmUp = (cm: number) => Math.max(1, Math.ceil(cm - 1e-9));

/** The calendar day ("YYYY-MM-DD") of an instant in a time zone. */
export const dayIn = (instant: Date, timeZone = MEXICO_TIME_ZONE): string =>
  localDateKey(instant, timeZone);

/** Whole days from one "YYYY-MM-DD" to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * An instant from Redpack's date text: xsd:dateTime (with or without an offset; without one it
 * is central Mexico's wall clock, UTC−6) or "dd/MM/yyyy HH:mm[:ss]". Null when unreadable.
 */
export function parseRedpackDate(text: string): Date | null {
  const t = text.trim();
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  const iso = dmy
    ? `${dmy[3]}-${dmy[2]}-${dmy[1]}T${dmy[4] ?? '00'}:${dmy[5] ?? '00'}:${dmy[6] ?? '00'}`
    : t;
  const m =
    /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(iso);
  if (!m) return null;
  const time = m[2] ?? '00:00:00';
  const zone = m[3] ?? '-06:00';
  const at = new Date(`${m[1]}T${time}${zone}`);
  return Number.isNaN(at.getTime()) ? null : at;
}
