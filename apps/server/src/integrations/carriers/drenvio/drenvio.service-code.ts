import type { DrenvioOffer } from './drenvio.types';

/**
 * How a product service code (services.code) names a DrEnvío offer: `<carrier>:<service>` in
 * DrEnvío's own lowercase words, e.g. "estafeta:express", "ampm:ground", "jtexpress:ground".
 * DrEnvío's `service_id` ("jtexpress_mx_D-C01_ground") is not used: its middle part looks like
 * an account's tariff and may differ between accounts, while carrier and service are the words
 * DrEnvío answers for every account. The carrier part also says which carriers to ask for.
 */

/** A code as compared: trimmed, lowercase, no spaces around the colon. */
export const normalServiceCode = (code: string): string =>
  code
    .trim()
    .toLowerCase()
    .replace(/\s*:\s*/, ':');

/** The product's code of an offer ("estafeta:express"). */
export const serviceCodeOf = (offer: Pick<DrenvioOffer, 'carrier' | 'service'>): string =>
  normalServiceCode(`${offer.carrier}:${offer.service}`);

/** The DrEnvío carrier a code names ("estafeta:express" → "estafeta"), or null. */
export function carrierOfCode(code: string): string | null {
  const [carrier, service] = normalServiceCode(code).split(':');
  return carrier && service ? carrier : null;
}

/** Carriers asked for when the tenant sells every offer (the public clients' usual list). */
export const DRENVIO_DEFAULT_CARRIERS = ['fedex', 'estafeta', 'ampm', 'jtexpress', 'dhl'] as const;

/** The carriers to ask DrEnvío for: those the codes name, in order, else the default list. */
export function carriersFor(serviceCodes: readonly string[]): string[] {
  const named = serviceCodes.map(carrierOfCode).filter((c): c is string => !!c);
  return named.length ? [...new Set(named)] : [...DRENVIO_DEFAULT_CARRIERS];
}
