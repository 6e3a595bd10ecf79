import { providerWords } from '../../lib/provider-text';
import { CarrierError } from './carrier-connector';

/**
 * What tenant staff may read about a failed carrier call (the quote's "why not" detail): a
 * fixed sentence per kind of failure in the product's words, never a remote body. From the
 * carrier's reply only its documented structured error is kept — a message that came with an
 * error code in the provider's own format (FedEx: `errors[].code` such as
 * "RECIPIENT.POSTALCODE.INVALID" with its `message`), as plain text, at most 300 characters.
 * Anything else a remote server said (HTML, free text, JSON of another shape, an error without a
 * code) is dropped: an address pointed at the wrong server must not read its answers back to
 * staff (issue 17, SSRF).
 */
const PROVIDER_CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/;

const FIXED: Record<CarrierError['kind'], string> = {
  auth: 'the carrier refused the credentials',
  timeout: 'the carrier did not answer in time',
  unavailable: 'the carrier is unavailable',
  rejected: 'the carrier refused this shipment',
  config: 'the carrier is missing settings',
};

export function carrierErrorDetail(err: unknown): string {
  if (!(err instanceof CarrierError)) return 'the carrier could not be asked';
  if (err.message.includes('ERR_OUTBOUND_BLOCKED')) {
    return "the carrier's address is not allowed (only https to a public address)";
  }
  const fixed = FIXED[err.kind];
  // `config` errors are written by the connector from the carrier's settings, never a reply.
  if (err.kind === 'config') return `${fixed}: ${providerWords(err.message) ?? ''}`.trim();
  if (err.kind === 'timeout') return fixed;
  if (err.carrierCode && PROVIDER_CODE.test(err.carrierCode)) {
    const words = providerWords(err.message);
    if (words) return `${fixed}: ${words} (${err.carrierCode})`;
  }
  const status = /answered HTTP (\d{3})\b/.exec(err.message)?.[1];
  return status ? `${fixed} (the carrier answered ${status})` : fixed;
}

/**
 * What a person reads about a failed label, pickup or cancellation: the carrier's own coded
 * message as plain text (FedEx's "La recolección ya está cancelada"), else the fixed sentence of
 * carrierErrorDetail. The same wall as the quote's detail: no remote text without a provider
 * code, no markup, at most 300 characters.
 */
export function carrierReason(err: unknown): string {
  if (
    err instanceof CarrierError &&
    err.kind !== 'config' &&
    err.carrierCode &&
    PROVIDER_CODE.test(err.carrierCode)
  ) {
    const words = providerWords(err.message);
    if (words) return words;
  }
  return carrierErrorDetail(err);
}
