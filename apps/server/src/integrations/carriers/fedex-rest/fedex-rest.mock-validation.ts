import { exactDecimal } from '@despacho/domain';
import { mexicanRegion, type MockPackage, type MockShipment } from './fedex-rest.mock-pricing';
import { FEDEX_PICKUP_TYPES, type FedexApiError } from './fedex-rest.types';

/**
 * How the mock checks a rate request, the way FedEx answers a bad one: HTTP 400 with every
 * problem found as {code, message, parameterList}. Messages follow x-locale (es_* or English).
 * Codes used: INVALID.INPUT.EXCEPTION (shape), ACCOUNT.NUMBER.REQUIRED / ACCOUNT.NUMBER.INVALID
 * (9 digits), COUNTRY.CODE.INVALID, COUNTRY.POSTALCODE.INVALID, PICKUPTYPE.INVALID,
 * PACKAGE.COUNT.INVALID (1–99), PACKAGE.WEIGHT.INVALID (≤ 0 or no KG/LB), PACKAGE.WEIGHT.EXCEEDED
 * (> 68 kg), PACKAGE.DIMENSIONS.INVALID (whole 1–999, CM/IN), PACKAGE.DIMENSIONS.EXCEEDED (a side
 * over 274 cm, or length + girth over 330 cm), SHIPDATESTAMP.INVALID (YYYY-MM-DD).
 */

export type MockLocale = 'en' | 'es';

export const mockLocaleOf = (header: unknown): MockLocale =>
  typeof header === 'string' && header.toLowerCase().startsWith('es') ? 'es' : 'en';

export interface ValidRateRequest extends MockShipment {
  account: string;
  serviceType: string | null;
}

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A Mexican postal code no state uses, which rates price anyway (farthest zone) and ship
 * refuses: the mock's way to let a product quote, pay, and then see FedEx refuse the label.
 */
export const MOCK_REFUSED_POSTAL_CODE = '00000';

const MAX_PACKAGE_GRAMS = 68_000;
const MAX_SIDE_CM = 274;
/** Length + girth: the longest side plus twice each of the other two. */
const MAX_LENGTH_GIRTH_CM = 330;

function lengthPlusGirth(sides: bigint[]): bigint {
  const [l, w, h] = [...sides].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)) as [
    bigint,
    bigint,
    bigint,
  ];
  return l + 2n * w + 2n * h;
}

export class Problems {
  readonly list: FedexApiError[] = [];
  constructor(readonly locale: MockLocale) {}
  add(code: string, key: string, value: unknown, en: string, es: string): void {
    const parameterList = [{ key, value: String(value ?? '').slice(0, 40) }];
    this.list.push({ code, message: this.locale === 'es' ? es : en, parameterList });
  }
}

const POSTAL_FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
};

export function checkAddress(party: unknown, path: string, p: Problems): [string, string] {
  const address = isObj(party) && isObj(party.address) ? party.address : {};
  const country = text(address.countryCode).toUpperCase();
  const postal = text(address.postalCode).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    p.add(
      'COUNTRY.CODE.INVALID',
      `${path}.address.countryCode`,
      address.countryCode,
      'The country code is missing or invalid.',
      'El código de país falta o no es válido.',
    );
    return [country, postal];
  }
  const valid =
    country === 'MX'
      ? mexicanRegion(postal) !== null || postal === MOCK_REFUSED_POSTAL_CODE
      : (POSTAL_FORMATS[country] ?? /^[A-Z0-9][A-Z0-9 -]{0,9}$/).test(postal);
  if (!valid) {
    p.add(
      'COUNTRY.POSTALCODE.INVALID',
      `${path}.address.postalCode`,
      address.postalCode,
      `Postal code "${postal}" is not valid for country ${country}.`,
      `El código postal "${postal}" no es válido para el país ${country}.`,
    );
  }
  return [country, postal];
}

/** Grams (rounded up) from a weight in KG or LB; null when not a positive number. */
function gramsOf(weight: unknown): number | null {
  if (!isObj(weight) || typeof weight.value !== 'number' || !(weight.value > 0)) return null;
  const perUnit = weight.units === 'KG' ? '1000' : weight.units === 'LB' ? '453.59237' : null;
  if (!perUnit || !Number.isFinite(weight.value)) return null;
  const v = exactDecimal(weight.value);
  const f = exactDecimal(perUnit);
  const num = v.units * f.units;
  const den = v.scale * f.scale;
  return Number(num / den + (num % den > 0n ? 1n : 0n));
}

/** Sides in hundredths of a cm, or null when FedEx would refuse them. */
function sidesOf(dimensions: Obj): bigint[] | null {
  const perUnit = dimensions.units === 'CM' ? 100n : dimensions.units === 'IN' ? 254n : null;
  const sides = [dimensions.length, dimensions.width, dimensions.height];
  if (
    !perUnit ||
    !sides.every((s) => Number.isInteger(s) && (s as number) >= 1 && (s as number) <= 999)
  ) {
    return null;
  }
  return sides.map((s) => BigInt(s as number) * perUnit);
}

export function checkPackage(item: unknown, n: number, p: Problems): MockPackage | null {
  const key = `requestedShipment.requestedPackageLineItems[${n - 1}]`;
  const pkg = isObj(item) ? item : {};
  const grams = gramsOf(pkg.weight);
  if (grams === null) {
    p.add(
      'PACKAGE.WEIGHT.INVALID',
      `${key}.weight`,
      isObj(pkg.weight) ? pkg.weight.value : '',
      `Package ${n}: the weight must be greater than zero, in KG or LB.`,
      `Paquete ${n}: el peso debe ser mayor que cero, en KG o LB.`,
    );
  } else if (grams > MAX_PACKAGE_GRAMS) {
    p.add(
      'PACKAGE.WEIGHT.EXCEEDED',
      `${key}.weight`,
      (grams / 1000).toFixed(3),
      `Package ${n} exceeds the 68 kg limit per package.`,
      `El paquete ${n} excede el límite de 68 kg por paquete.`,
    );
  }
  let volumetricGrams = 0;
  if (pkg.dimensions !== undefined) {
    const sides = isObj(pkg.dimensions) ? sidesOf(pkg.dimensions) : null;
    if (!sides) {
      p.add(
        'PACKAGE.DIMENSIONS.INVALID',
        `${key}.dimensions`,
        '',
        `Package ${n}: dimensions must be whole numbers from 1 to 999, in CM or IN.`,
        `Paquete ${n}: las medidas deben ser enteros de 1 a 999, en CM o IN.`,
      );
    } else if (sides.some((s) => s > BigInt(MAX_SIDE_CM * 100))) {
      p.add(
        'PACKAGE.DIMENSIONS.EXCEEDED',
        `${key}.dimensions`,
        '',
        `Package ${n} has a side longer than 274 cm.`,
        `El paquete ${n} tiene un lado de más de 274 cm.`,
      );
    } else if (lengthPlusGirth(sides) > BigInt(MAX_LENGTH_GIRTH_CM * 100)) {
      p.add(
        'PACKAGE.DIMENSIONS.EXCEEDED',
        `${key}.dimensions`,
        '',
        `Package ${n} exceeds 330 cm in length plus girth.`,
        `El paquete ${n} excede 330 cm de largo más contorno.`,
      );
    } else {
      // (L×W×H in cm³) / 5000 kg = grams / 5; sides are in hundredths of a cm.
      const volume = sides.reduce((a, b) => a * b, 1n);
      const den = 5n * 1_000_000n;
      volumetricGrams = Number(volume / den + (volume % den > 0n ? 1n : 0n));
    }
  }
  const count = pkg.groupPackageCount === undefined ? 1 : pkg.groupPackageCount;
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 99) {
    p.add(
      'INVALID.INPUT.EXCEPTION',
      `${key}.groupPackageCount`,
      count,
      'Invalid field value in the input.',
      'Un campo de la solicitud tiene un valor no válido.',
    );
    return null;
  }
  return grams === null ? null : { grams, volumetricGrams, count: count as number };
}

export function checkAccount(body: Obj, p: Problems, field = 'accountNumber'): string {
  const holder = body[field];
  const account = isObj(holder) ? text(holder.value) : '';
  if (!account) {
    p.add(
      'ACCOUNT.NUMBER.REQUIRED',
      `${field}.value`,
      '',
      'The account number is required.',
      'El número de cuenta es obligatorio.',
    );
  } else if (!/^\d{9}$/.test(account)) {
    p.add(
      'ACCOUNT.NUMBER.INVALID',
      `${field}.value`,
      account,
      'The account number is not valid.',
      'El número de cuenta no es válido.',
    );
  }
  return account;
}

/** The request as the mock prices it, or the FedEx-style errors that refuse it. */
export function validateMockRateRequest(
  body: unknown,
  locale: MockLocale,
  today: string,
): { ok: true; request: ValidRateRequest } | { ok: false; errors: FedexApiError[] } {
  const p = new Problems(locale);
  if (!isObj(body) || !isObj(body.requestedShipment)) {
    p.add(
      'INVALID.INPUT.EXCEPTION',
      'requestedShipment',
      '',
      'Invalid field value in the input.',
      'Un campo de la solicitud tiene un valor no válido.',
    );
    if (isObj(body)) checkAccount(body, p);
    return { ok: false, errors: p.list };
  }
  const account = checkAccount(body, p);
  const shipment = body.requestedShipment;
  const [originCountry, originPostalCode] = checkAddress(
    shipment.shipper,
    'requestedShipment.shipper',
    p,
  );
  const [destinationCountry, destinationPostalCode] = checkAddress(
    shipment.recipient,
    'requestedShipment.recipient',
    p,
  );
  if (!(FEDEX_PICKUP_TYPES as readonly unknown[]).includes(shipment.pickupType)) {
    p.add(
      'PICKUPTYPE.INVALID',
      'requestedShipment.pickupType',
      shipment.pickupType,
      'The pickup type is missing or invalid.',
      'El tipo de recolección falta o no es válido.',
    );
  }
  const shipDate = shipment.shipDateStamp === undefined ? today : text(shipment.shipDateStamp);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(shipDate) || Number.isNaN(Date.parse(`${shipDate}T00:00:00Z`))) {
    p.add(
      'SHIPDATESTAMP.INVALID',
      'requestedShipment.shipDateStamp',
      shipment.shipDateStamp,
      'The ship date must be a date in YYYY-MM-DD format.',
      'La fecha de envío debe tener el formato AAAA-MM-DD.',
    );
  }
  const items = shipment.requestedPackageLineItems;
  const packages: MockPackage[] = [];
  if (!Array.isArray(items) || items.length < 1 || items.length > 99) {
    p.add(
      'PACKAGE.COUNT.INVALID',
      'requestedShipment.requestedPackageLineItems',
      Array.isArray(items) ? items.length : '',
      'A rate request needs from 1 to 99 packages.',
      'Una cotización necesita de 1 a 99 paquetes.',
    );
  } else {
    items.forEach((item, i) => {
      const pkg = checkPackage(item, i + 1, p);
      if (pkg) packages.push(pkg);
    });
  }
  if (p.list.length) return { ok: false, errors: p.list };
  const rateTypes = Array.isArray(shipment.rateRequestType) ? shipment.rateRequestType : [];
  return {
    ok: true,
    request: {
      account,
      serviceType: text(shipment.serviceType) || null,
      originCountry,
      originPostalCode,
      destinationCountry,
      destinationPostalCode,
      packages,
      shipDate,
      rateTypes: new Set(rateTypes.filter((t): t is string => typeof t === 'string')),
    },
  };
}
