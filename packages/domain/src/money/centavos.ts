/** An amount of MXN in integer centavos (1.00 MXN = 100). Always a safe integer. */
export type Centavos = number;

export class MoneyError extends Error {
  constructor(
    readonly code: 'money.invalid' | 'money.too_many_decimals' | 'money.unsafe',
    message: string,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}

/** Guards every arithmetic result: past 2^53 integers silently lose centavos. */
export function assertCentavos(value: number): Centavos {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyError('money.unsafe', `not a safe integer amount of centavos: ${value}`);
  }
  return value;
}

export const ZERO: Centavos = 0;

export const add = (a: Centavos, b: Centavos): Centavos => assertCentavos(a + b);
export const subtract = (a: Centavos, b: Centavos): Centavos => assertCentavos(a - b);
export const negate = (a: Centavos): Centavos => assertCentavos(0 - a);

export function sum(values: Iterable<Centavos>): Centavos {
  let total = 0;
  for (const v of values) total = add(total, v);
  return total;
}

export function multiply(amount: Centavos, factor: number): Centavos {
  if (!Number.isSafeInteger(factor)) {
    throw new MoneyError('money.invalid', `multiply takes an integer factor, got ${factor}`);
  }
  return assertCentavos(amount * factor);
}

export const compare = (a: Centavos, b: Centavos): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);
export const min = (a: Centavos, ...rest: Centavos[]): Centavos => Math.min(a, ...rest);
export const max = (a: Centavos, ...rest: Centavos[]): Centavos => Math.max(a, ...rest);
export const isNegative = (a: Centavos): boolean => a < 0;
