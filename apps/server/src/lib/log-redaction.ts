/**
 * What may reach a log line. Logs are read by more people and kept longer than the database, so
 * they never carry secrets, hashes, tokens, passwords or query parameter values: redact by
 * default, keep only what diagnoses.
 */

/** Query parameters whose values are kept in logged URLs (paging and sorting only). */
const SAFE_QUERY_KEYS = new Set(['page', 'per_page', 'order']);

/** `/confirmations?confirmation_token=abc&page=2` → `/confirmations?confirmation_token=[redacted]&page=2` */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is logged as sent
      }
      return SAFE_QUERY_KEYS.has(name) ? pair : `${key}=[redacted]`;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Keys of a logged object whose values are replaced, wherever they appear (pino `redact`). */
export const REDACTED_PATHS = [
  'password',
  'password_confirmation',
  'current_password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'authorization',
  'secret',
  'value',
]
  .flatMap((k) => [k, `*.${k}`, `*.*.${k}`])
  // A partner key's header (issue 22): a name with dashes needs the bracket form.
  .concat(['["x-api-key"]', '*["x-api-key"]', '*.*["x-api-key"]']);

// Driver fields that quote row values: "Key (email)=(ana@x.mx) already exists".
const DROPPED_ERROR_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

/** "Failed query: update … params: x@y,$argon2…" keeps the SQL text, never the values. */
const scrub = (text: string) =>
  text.replace(/\n?params: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** pino's `err` serializer, minus the values a database error quotes. */
export function serializeError(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error) || depth > 3) return err;
  const out: LoggedError = {
    type: err.constructor?.name ?? 'Error',
    message: scrub(err.message),
    stack: err.stack ? scrub(err.stack) : undefined,
  };
  for (const [key, value] of Object.entries(err)) {
    if (DROPPED_ERROR_FIELDS.has(key) || key === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
