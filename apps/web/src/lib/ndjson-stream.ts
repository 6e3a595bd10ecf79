import { buildUrl, refusal, requestHeaders, type Query } from './api-client';
import { ApiError } from './api-error';
import { getSession } from './session';

export interface NdjsonRequest {
  method?: 'GET' | 'POST';
  query?: Query;
  /** A JSON body (POST). */
  body?: unknown;
  /** Aborting it stops the request and the reading; the promise then rejects (AbortError). */
  signal?: AbortSignal;
}

/** True for the rejection of a request its caller aborted (not a failure to show). */
export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';

function parseLine<T>(line: string): T {
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new ApiError({ message: 'Malformed stream line', status: 200, hasResponse: true });
  }
}

/**
 * Calls an endpoint that answers `application/x-ndjson` and hands each JSON line to `onLine`
 * as soon as it is complete. Resolves when the stream ends. A refusal before the stream (401,
 * 403, 422…) rejects with the same ApiError apiRequest gives, and a 401 forgets the session.
 */
export async function streamNdjson<T>(
  path: string,
  onLine: (value: T) => void,
  { method = 'GET', query, body, signal }: NdjsonRequest = {},
): Promise<void> {
  const session = getSession();
  const headers = requestHeaders('application/x-ndjson, application/json');
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    signal?.throwIfAborted();
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({ message, hasResponse: false });
  }
  if (!response.ok) throw await refusal(response, !!session);
  if (!response.body) {
    // No readable body (an old browser, a proxy that buffered it): read it whole.
    for (const line of (await response.text()).split('\n')) {
      if (line.trim()) onLine(parseLine<T>(line));
    }
    return;
  }

  const reader = response.body.getReader();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort);
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      // The last piece is an unfinished line until the stream ends.
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) if (line.trim()) onLine(parseLine<T>(line));
      if (done) return;
    }
  } catch (cause) {
    signal?.throwIfAborted();
    if (cause instanceof ApiError) throw cause;
    // The connection dropped halfway: what was read stands, the rest never came.
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({ message, hasResponse: false });
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
