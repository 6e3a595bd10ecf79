import { MoneyError } from './centavos';

/** An exact decimal as integer numerator over a power of ten: 3.79 -> {units: 379n, scale: 100n}. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: bigint;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;
const cache = new Map<number, ExactDecimal>();

/**
 * Reads a rate or factor (2.9, 3.79, "16", 1e-7) as the decimal a person wrote. JS prints a
 * number with the shortest digits that round-trip, so String(2.9) is "2.9" and 2.9 is taken as
 * exactly 29/10 rather than the binary float 2.89999999999999991118…
 */
export function exactDecimal(value: number | string): ExactDecimal {
  if (typeof value === 'number') {
    const hit = cache.get(value);
    if (hit) return hit;
    if (!Number.isFinite(value))
      throw new MoneyError('money.invalid', `not a finite number: ${value}`);
    const parsed = parseDecimalText(String(value));
    if (cache.size < 10_000) cache.set(value, parsed);
    return parsed;
  }
  return parseDecimalText(value.trim());
}

function parseDecimalText(text: string): ExactDecimal {
  const m = DECIMAL.exec(text);
  if (!m) throw new MoneyError('money.invalid', `not a decimal number: "${text}"`);
  const [, sign, int = '0', frac = '', exp = '0'] = m;
  let units = BigInt(int + frac);
  let decimals = frac.length - Number(exp);
  if (sign === '-') units = -units;
  if (decimals < 0) {
    units *= 10n ** BigInt(-decimals);
    decimals = 0;
  }
  return { units, scale: 10n ** BigInt(decimals) };
}
