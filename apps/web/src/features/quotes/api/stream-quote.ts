import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuoteForm, QuoteProgress } from '@despacho/shared';
import { ApiError } from '../../../lib/api-error';
import { streamNdjson, type NdjsonRequest } from '../../../lib/ndjson-stream';

export interface QuoteVariables {
  quote: QuoteForm;
  /** Staff: also answer the services left out and why. */
  includeRejected: boolean;
}

/**
 * The last line of a stream as the final answer. A stream cut before its `done` line leaves
 * carriers pending that will never answer in this quote: they are said as unanswered (`error`).
 */
export function settleProgress(last: QuoteProgress | null): QuoteProgress {
  if (!last) throw new ApiError({ message: 'Empty quote stream', status: 200, hasResponse: true });
  if (last.done) return last;
  const cut = last.pending.map((p) => ({ ...p, reason: 'error' as const }));
  return { ...last, unanswered: [...last.unanswered, ...cut], pending: [], done: true };
}

/**
 * Reads a streamed quote (`path`), handing each line to `onLine`; resolves with the settled
 * quote. A stream cut after its first line keeps what arrived; refused or aborted before a
 * line, the caller says so.
 */
export async function readQuoteStream(
  path: string,
  request: NdjsonRequest,
  onLine: (progress: QuoteProgress) => void,
): Promise<QuoteProgress> {
  let last: QuoteProgress | null = null;
  try {
    await streamNdjson<QuoteProgress>(
      path,
      (line) => {
        last = line;
        onLine(line);
      },
      request,
    );
  } catch (error) {
    if (!last || request.signal?.aborted) throw error;
  }
  return settleProgress(last);
}

/**
 * POST quotes/stream: the rates for a parcel between two postal codes, cheapest first, one
 * line each time a carrier answers (price tables at once). Resolves with the settled quote.
 */
export const streamQuote = (
  { quote, includeRejected }: QuoteVariables,
  onLine: (progress: QuoteProgress) => void,
  signal?: AbortSignal,
): Promise<QuoteProgress> =>
  readQuoteStream(
    'quotes/stream',
    {
      method: 'POST',
      body: { quote },
      query: includeRejected ? { include_rejected: 'true' } : undefined,
      signal,
    },
    onLine,
  );

/**
 * Runs one streamed quote at a time: a new one (or leaving the page) aborts the one running.
 * `progress` is the quote so far (null until its first line); `waiting` is true until then.
 */
export function useStreamQuote() {
  const [progress, setProgress] = useState<QuoteProgress | null>(null);
  const [running, setRunning] = useState(false);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    (variables: QuoteVariables, { onError }: { onError: (error: unknown) => void }) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const live = () => current.current === controller;
      setProgress(null);
      setRunning(true);
      streamQuote(variables, (line) => live() && setProgress(line), controller.signal)
        .then((settled) => live() && setProgress(settled))
        .catch((error: unknown) => live() && onError(error))
        .finally(() => {
          if (!live()) return;
          current.current = null;
          setRunning(false);
        });
    },
    [],
  );

  return { progress, running, waiting: running && progress === null, run };
}
