import type { MockPackage, MockQuoteInput } from './drenvio.mock-pricing';

/**
 * The mock's checks of request bodies, worded as DrEnvío's Spanish messages. Each check adds a
 * sentence; a request with any is answered 400 {message, code}.
 */

export const isObj = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

const POSTAL = /^\d{5}$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[]; code: string };

function addressProblems(v: unknown, which: string, problems: string[]): string {
  if (!isObj(v)) {
    problems.push(`Falta la dirección de ${which}`);
    return '';
  }
  if (text(v.country).toUpperCase() !== 'MX') problems.push(`El país de ${which} debe ser MX`);
  const postal = text(v.postal_code);
  if (!POSTAL.test(postal)) problems.push(`El código postal de ${which} debe tener 5 dígitos`);
  return postal;
}

export function packagesOf(v: unknown, problems: string[]): MockPackage[] {
  if (!Array.isArray(v) || !v.length || v.length > 20) {
    problems.push('Se requieren entre 1 y 20 paquetes');
    return [];
  }
  return v.map((p: unknown, i) => {
    const n = (key: string) => (isObj(p) && typeof p[key] === 'number' ? (p[key] as number) : NaN);
    const pack = {
      weight: n('weight'),
      length: n('length'),
      width: n('width'),
      height: n('height'),
    };
    if (!(pack.weight > 0 && pack.weight <= 70)) {
      problems.push(`El peso del paquete ${i + 1} debe estar entre 0 y 70 kg`);
    }
    if (![pack.length, pack.width, pack.height].every((d) => d > 0 && d <= 300)) {
      problems.push(`Las medidas del paquete ${i + 1} deben estar entre 1 y 300 cm`);
    }
    return pack;
  });
}

/** POST /v2/shipments/rate's body. */
export function checkRateBody(body: unknown): Checked<MockQuoteInput> {
  const problems: string[] = [];
  const b = isObj(body) ? body : {};
  if (b.type !== 'National') problems.push('El tipo de envío debe ser National');
  const origin = addressProblems(b.origin, 'origen', problems);
  const destination = addressProblems(b.destination, 'destino', problems);
  const packages = packagesOf(b.packages, problems);
  const carriers = Array.isArray(b.carriers) ? b.carriers.filter((c) => typeof c === 'string') : [];
  if (!carriers.length) problems.push('Indica al menos una paquetería en carriers');
  const insurance = typeof b.insurance === 'number' ? b.insurance : NaN;
  if (!(insurance >= 0)) problems.push('El seguro debe ser un número mayor o igual a 0');
  if (problems.length) return { ok: false, problems, code: 'SHIPMENTS.RATE.INVALID' };
  if (destination === '00000' || origin === '00000') {
    return {
      ok: false,
      problems: ['Código postal sin cobertura'],
      code: 'SHIPMENTS.POSTAL_CODE.NOT_COVERED',
    };
  }
  return { ok: true, value: { origin, destination, packages, carriers, insurance } };
}
