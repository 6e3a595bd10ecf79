import { PassThrough } from 'node:stream';
import { QUOTE_STREAM_MEDIA_TYPE } from '@despacho/shared';
import type { FastifyReply } from 'fastify';
import { encodeQuoteProgress, type QuoteOutcome } from './quotes.service';

/**
 * Sends a quote as it is made (issue 23): one QuoteProgress per line — the price-table rates at
 * once, then the quote again after each carrier's answer, the last line `done: true`. Whatever
 * fails before the first line (validation, access, the fiscal rule) is an ordinary error reply.
 */
export async function streamQuote(
  reply: FastifyReply,
  run: (onProgress: (partial: QuoteOutcome) => void) => Promise<QuoteOutcome>,
): Promise<FastifyReply> {
  const stream = new PassThrough();
  let started = false;
  let markStarted = () => {};
  const first = new Promise<void>((resolve) => (markStarted = resolve));
  const finished = run((partial) => {
    started = true;
    stream.write(encodeQuoteProgress(partial, false));
    markStarted();
  }).then(
    (outcome) => {
      stream.end(encodeQuoteProgress(outcome, true));
    },
    (err: unknown) => {
      if (!started) throw err;
      // Already streaming: the reply cannot turn into an error; it ends without `done`.
      reply.log.error({ err }, 'streamed quote failed');
      stream.end();
    },
  );
  await Promise.race([first, finished]);
  return reply
    .type(`${QUOTE_STREAM_MEDIA_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
