/**
 * Tracking numbers the product issues itself (GenericCarrier, the staff's own deliveries). The
 * Luhn digit lets a courier's scanner or a person typing the number into the tracking page catch
 * a mistyped digit before it reaches the database.
 */

const DIGITS = /^\d+$/;

/** Largest shipment id that fits the 10 digits between the leading "9" and the check digit. */
export const GENERATED_TRACKING_MAX_ID = 9_999_999_999;

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

/**
 * "9" + the shipment id in 10 digits + check digit: 12 digits, unique per shipment and never
 * confused with a carrier's number of another length. Ids start at 1.
 */
export function generatedTrackingNumber(shipmentId: number): string {
  if (!Number.isSafeInteger(shipmentId) || shipmentId < 1) {
    throw new RangeError(`shipment id must be a positive integer, got ${shipmentId}`);
  }
  if (shipmentId > GENERATED_TRACKING_MAX_ID) {
    throw new RangeError(`shipment id ${shipmentId} does not fit in 10 digits`);
  }
  return withCheckDigit(`9${String(shipmentId).padStart(10, '0')}`);
}
