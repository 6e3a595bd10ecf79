import { CarrierError, type CarrierErrorKind } from './carrier-connector';

/**
 * What every HTTP connector does the same way around a request: the caller's deadline (an abort
 * is a "timeout"), a failed fetch as "unavailable" naming only the network cause (never the URL
 * or a secret), and an HTTP error status as a CarrierError kind. `carrier` is the name people
 * know ("FedEx", "Dr. Envío") and starts every message.
 */

/** The "timeout" CarrierError: the caller's deadline passed before the carrier answered. */
export const carrierTimeout = (carrier: string): CarrierError =>
  new CarrierError('timeout', `${carrier} did not answer before the deadline`);

/** A fetch failure in a word: the network code (ECONNREFUSED…), else the error's name. */
export function describeFetchFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'network error';
}

/**
 * Runs one request (fetch and read of the body): when it throws, an aborted `signal` makes it a
 * "timeout", anything else "unavailable" as `${failure} (${cause})`; `failure` defaults to
 * "<carrier> could not be reached".
 */
export async function reachCarrier<T>(
  carrier: string,
  signal: AbortSignal,
  request: () => Promise<T>,
  failure = `${carrier} could not be reached`,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (signal.aborted) throw carrierTimeout(carrier);
    throw new CarrierError('unavailable', `${failure} (${describeFetchFailure(error)})`);
  }
}

/** A JSON answer's body, or "unavailable" when it is not JSON (an HTML page, a cut reply). */
export function parseJsonReply(carrier: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CarrierError('unavailable', `${carrier} answered with an unreadable reply`);
  }
}

/**
 * The kind of an HTTP error status: 401/403 → auth, another 4xx → rejected (the request was
 * read and refused), 408/429/5xx and anything else → unavailable (trying later may work).
 */
export function httpStatusKind(status: number): CarrierErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'rejected';
  return 'unavailable';
}

/**
 * Waits for a promise shared by several callers (a token request), but no longer than this
 * caller's deadline: then it rejects with the carrier's "timeout" and the promise runs on.
 */
export function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  carrier: string,
): Promise<T> {
  if (signal.aborted) return Promise.reject(carrierTimeout(carrier));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(carrierTimeout(carrier));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
