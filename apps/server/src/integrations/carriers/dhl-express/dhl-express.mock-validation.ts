import type { MockPiece } from './dhl-express.mock-pricing';

/**
 * How the DHL mock checks requests, as MyDHL does: schema problems become a 422 with JSON
 * pointers in additionalDetails ("#/packages/0/weight: expected minimum: 0.001"); business
 * problems (a postal code DHL does not serve) a 400 with a numbered detail.
 */

export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export class SchemaProblems {
  readonly list: string[] = [];
  add(pointer: string, message: string): void {
    this.list.push(`#/${pointer}: ${message}`);
  }
  string(obj: Record<string, unknown>, key: string, at: string, max = 255): string {
    const value = obj[key];
    if (typeof value !== 'string' || !value.trim()) {
      this.add(`${at}${key}`, 'required string is missing');
      return '';
    }
    if (value.length > max)
      this.add(`${at}${key}`, `expected maxLength: ${max}, actual: ${value.length}`);
    return value.trim();
  }
  number(obj: Record<string, unknown>, key: string, at: string, min: number, max: number): number {
    const value = obj[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.add(`${at}${key}`, 'expected type: Number');
      return 0;
    }
    if (value < min) this.add(`${at}${key}`, `expected minimum: ${min}, actual: ${value}`);
    if (value > max) this.add(`${at}${key}`, `expected maximum: ${max}, actual: ${value}`);
    return value;
  }
  object(obj: Record<string, unknown>, key: string, at: string): Record<string, unknown> {
    const value = obj[key];
    if (!isObj(value)) {
      this.add(`${at}${key}`, 'required key [' + key + '] not found');
      return {};
    }
    return value;
  }
}

/** "2026-11-24T09:00:00 GMT-06:00" (DHL also accepts no space before GMT). */
export const DHL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2}) ?GMT([+-]\d{2}:\d{2})$/;

export interface MockAddress {
  postalCode: string;
  cityName: string;
  countryCode: string;
}

export function readAddress(
  problems: SchemaProblems,
  obj: Record<string, unknown>,
  at: string,
): MockAddress {
  return {
    postalCode: problems.string(obj, 'postalCode', at, 12),
    cityName: problems.string(obj, 'cityName', at, 45),
    countryCode: problems.string(obj, 'countryCode', at, 2).toUpperCase(),
  };
}

/** A business refusal for a postal code DHL does not serve, or null when it serves it. */
export function postalCodeRefusal(address: MockAddress, role: 'origin' | 'destination') {
  if (address.countryCode !== 'MX') {
    return address.postalCode ? null : `410302: The ${role} postal code is required`;
  }
  if (!/^\d{5}$/.test(address.postalCode)) {
    return `410301: The ${role} postal code ${address.postalCode} is not a 5-digit Mexican postal code`;
  }
  if (address.postalCode.startsWith('00')) {
    return `410303: DHL does not serve ${role} postal code ${address.postalCode} in MX`;
  }
  return null;
}

/** Pieces: 0.001–70 kg, dimensions 1–300 cm (DHL Express Mexico's limits). */
export function readPieces(problems: SchemaProblems, value: unknown, at: string): MockPiece[] {
  if (!Array.isArray(value) || !value.length) {
    problems.add(at.replace(/\/$/, ''), 'expected minimum item count: 1');
    return [];
  }
  return value.map((raw, i) => {
    const here = `${at}${i}/`;
    if (!isObj(raw)) {
      problems.add(here.slice(0, -1), 'expected type: JSONObject');
      return { weight: 0, length: 0, width: 0, height: 0 };
    }
    const dims = problems.object(raw, 'dimensions', here);
    return {
      weight: problems.number(raw, 'weight', here, 0.001, 70),
      length: problems.number(dims, 'length', `${here}dimensions/`, 1, 300),
      width: problems.number(dims, 'width', `${here}dimensions/`, 1, 300),
      height: problems.number(dims, 'height', `${here}dimensions/`, 1, 300),
    };
  });
}

/** The insured value (value-added service II) in centavos, 0 when none. */
export function insuredCents(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  const ii = value.find((v) => isObj(v) && v.serviceCode === 'II') as
    { value?: unknown } | undefined;
  const amount = Number(ii?.value);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : 0;
}
