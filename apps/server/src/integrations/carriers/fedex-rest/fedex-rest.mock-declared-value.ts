import { amountToCentavos } from '../carrier-amount';
import { isObj, type Problems } from './fedex-rest.mock-validation';

/**
 * The mock's declared value (FedEx's insurance): a package's `declaredValue` {amount, currency}
 * is what FedEx is liable for if it is lost or damaged, and FedEx charges for it. The mock adds
 * a DECLARED_VALUE surcharge (MOCK_DECLARED_VALUE_PERCENT of it, fedex-rest.mock-pricing.ts) to
 * rates and to the label's charge, and refuses (400) a value it cannot take: not in NMP/MXN, negative, or
 * over MOCK_MAX_DECLARED_CENTS per package (PACKAGE.DECLAREDVALUE.INVALID / .EXCEEDED).
 */

/** 100,000.00 MXN per package. */
export const MOCK_MAX_DECLARED_CENTS = 10_000_000;

const CURRENCIES = new Set(['NMP', 'MXN']);

/** The packages' declared values in centavos, summed (times each line's groupPackageCount). */
export function checkDeclaredValues(items: unknown, p: Problems): number {
  if (!Array.isArray(items)) return 0;
  let total = 0;
  items.forEach((item, i) => {
    if (!isObj(item) || item.declaredValue === undefined) return;
    const key = `requestedShipment.requestedPackageLineItems[${i}].declaredValue`;
    const value = isObj(item.declaredValue) ? item.declaredValue : {};
    const cents = typeof value.amount === 'number' ? amountToCentavos(value.amount) : null;
    if (cents === null || !CURRENCIES.has(String(value.currency))) {
      p.add(
        'PACKAGE.DECLAREDVALUE.INVALID',
        key,
        value.amount,
        `Package ${i + 1}: the declared value must be an amount in NMP.`,
        `Paquete ${i + 1}: el valor declarado debe ser un importe en NMP.`,
      );
      return;
    }
    if (cents > MOCK_MAX_DECLARED_CENTS) {
      p.add(
        'PACKAGE.DECLAREDVALUE.EXCEEDED',
        key,
        value.amount,
        `Package ${i + 1}: the declared value exceeds the 100,000.00 MXN FedEx insures.`,
        `Paquete ${i + 1}: el valor declarado excede los 100,000.00 MXN que asegura FedEx.`,
      );
      return;
    }
    const count = Number.isInteger(item.groupPackageCount) ? (item.groupPackageCount as number) : 1;
    total += cents * count;
  });
  return total;
}
