/**
 * Tracking numbers the product issues itself (GenericCarrier, the staff's own deliveries; the
 * random body is drawn by the server, modules/shipments/tracking-number.ts). The Luhn digit lets a courier's scanner or a person typing the number into the tracking page catch
 * a mistyped digit before it reaches the database.
 */

const DIGITS = /^\d+$/;

function luhnSum(digits: string, doubleRightmost: boolean): number {
  let sum = 0;
  for (let i = digits.length - 1, double = doubleRightmost; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/** `body` followed by its Luhn (mod 10) check digit; `body` is one or more ASCII digits. */
export function withCheckDigit(body: string): string {
  if (!DIGITS.test(body)) throw new RangeError(`not a digit string: "${body}"`);
  // The digit next to where the check digit goes is the first one Luhn doubles.
  const check = (10 - (luhnSum(body, true) % 10)) % 10;
  return `${body}${check}`;
}

/** Whether the last digit of `n` is the Luhn check digit of the digits before it. */
export function hasValidCheckDigit(n: string): boolean {
  return n.length >= 2 && DIGITS.test(n) && luhnSum(n, false) % 10 === 0;
}
