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
const MAX_WORDS = 300;

const FIXED: Record<CarrierError['kind'], string> = {
  auth: 'the carrier refused the credentials',
  timeout: 'the carrier did not answer in time',
  unavailable: 'the carrier is unavailable',
  rejected: 'the carrier refused this shipment',
  config: 'the carrier is missing settings',
};

/** The provider's structured words, cleaned; null when they are not plain text. */
function plainWords(message: string): string | null {
  const text = message
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || /[<>{}]/.test(text)) return null;
  return text.length > MAX_WORDS ? `${text.slice(0, MAX_WORDS - 1)}…` : text;
}

export function carrierErrorDetail(err: unknown): string {
  if (!(err instanceof CarrierError)) return 'the carrier could not be asked';
  if (err.message.includes('ERR_OUTBOUND_BLOCKED')) {
    return "the carrier's address is not allowed (only https to a public address)";
  }
  const fixed = FIXED[err.kind];
  // `config` errors are written by the connector from the carrier's settings, never a reply.
  if (err.kind === 'config') return `${fixed}: ${plainWords(err.message) ?? ''}`.trim();
  if (err.kind === 'timeout') return fixed;
  if (err.carrierCode && PROVIDER_CODE.test(err.carrierCode)) {
    const words = plainWords(err.message);
    if (words) return `${fixed}: ${words} (${err.carrierCode})`;
  }
  const status = /answered HTTP (\d{3})\b/.exec(err.message)?.[1];
  return status ? `${fixed} (the carrier answered ${status})` : fixed;
}
