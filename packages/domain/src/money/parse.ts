import { assertCentavos, MoneyError, type Centavos } from './centavos';

// "1234", "1234.5", "1,234.50", "-3.10", ".5"; thousands separators must group by three.
const AMOUNT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

/**
 * Parses an amount from the wire (decimal string or number) into centavos without ever doing
 * float arithmetic on money. More than two decimals is refused, not rounded: silently rounding
 * an amount someone typed hides mistakes.
 */
export function parseMoney(input: string | number): Centavos {
  if (typeof input === 'number') {
    if (!Number.isFinite(input))
      throw new MoneyError('money.invalid', `not a finite amount: ${input}`);
    const text = String(input);
    if (/e/i.test(text)) throw new MoneyError('money.invalid', `amount out of range: ${text}`);
    return parseMoney(text);
  }
  if (typeof input !== 'string')
    throw new MoneyError('money.invalid', 'amount must be a string or number');
  const text = input.trim();
  const m = AMOUNT.exec(text);
  if (!m || (m[2] === undefined && !m[3])) {
    throw new MoneyError('money.invalid', `not an amount: "${input}"`);
  }
  const [, sign, intPart = '0', frac = ''] = m;
  if (frac.length > 2) {
    throw new MoneyError('money.too_many_decimals', `at most 2 decimals: "${input}"`);
  }
  const digits = intPart.replace(/,/g, '') + frac.padEnd(2, '0');
  const value = Number(digits);
  if (!Number.isSafeInteger(value))
    throw new MoneyError('money.unsafe', `amount too large: "${input}"`);
  return assertCentavos(sign === '-' && value !== 0 ? -value : value);
}

export type ParseMoneyResult =
  { ok: true; value: Centavos } | { ok: false; code: MoneyError['code']; message: string };

export function tryParseMoney(input: string | number): ParseMoneyResult {
  try {
    return { ok: true, value: parseMoney(input) };
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
