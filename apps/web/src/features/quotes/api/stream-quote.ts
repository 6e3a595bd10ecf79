import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuoteForm, QuoteProgress } from '@despacho/shared';
import { ApiError } from '../../../lib/api-error';
import { streamNdjson } from '../../../lib/ndjson-stream';

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
 * POST quotes/stream: the rates for a parcel between two postal codes, cheapest first, one
 * line each time a carrier answers (price tables at once). Resolves with the settled quote.
 */
export async function streamQuote(
  { quote, includeRejected }: QuoteVariables,
  onLine: (progress: QuoteProgress) => void,
  signal?: AbortSignal,
): Promise<QuoteProgress> {
  let last: QuoteProgress | null = null;
  try {
    await streamNdjson<QuoteProgress>(
      'quotes/stream',
      (line) => {
        last = line;
        onLine(line);
      },
      {
        method: 'POST',
        body: { quote },
        query: includeRejected ? { include_rejected: 'true' } : undefined,
        signal,
      },
    );
  } catch (error) {
    // Cut halfway: what arrived stands. Refused or aborted before a line: the caller says so.
    if (!last || signal?.aborted) throw error;
  }
  return settleProgress(last);
}

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
