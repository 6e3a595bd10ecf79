import { dataResponse, ZQuoteQuery, ZQuoteRequest, ZQuoteResult } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolvePendingSession } from '../../http/request-context';
import { streamQuote } from './quote-stream';
import { encodeQuoteResult, quote } from './quotes.service';

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      // The session is read with the quote's facts (one round trip, quotes.service.ts); a body
      // that fails validation still answers 401 before 422 to a caller who is not signed in.
      config: { access: { model: 'Quote', action: 'create' }, sessionJoin: true },
      attachValidation: true,
      schema: {
        tags: ['quotes'],
        summary: 'Rates for a parcel between two postal codes, cheapest first',
        querystring: ZQuoteQuery,
        body: ZQuoteRequest,
        response: { 200: dataResponse(ZQuoteResult) },
      },
    },
    async (req, reply) => {
      if (req.validationError) {
        await resolvePendingSession(req.ctx);
        throw req.validationError;
      }
      const outcome = await quote(req.ctx, req.body.quote, {
        includeRejected: req.query.include_rejected,
      });
      // Each rate is written from the role's allow-list (rate.serializer.ts), already as JSON
      // text: up to hundreds of rates per quote, and every quote pays for encoding them. A JSON
      // string payload goes out as it is (the schema above stays for the API document).
      const json = `{"data":${encodeQuoteResult(outcome)}}`;
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
  app.post(
    '/quotes/stream',
    {
      config: { access: { model: 'Quote', action: 'create' }, sessionJoin: true },
      attachValidation: true,
      schema: {
        tags: ['quotes'],
        summary: 'The same quote, streamed as it is made (application/x-ndjson)',
        description:
          'One JSON QuoteProgress per line: the price-table rates at once with the carriers being asked (`pending`), the whole quote again after each carrier answers or misses its deadline, the last line with `done: true`. Errors before the first line are ordinary JSON errors.',
        querystring: ZQuoteQuery,
        body: ZQuoteRequest,
      },
    },
    async (req, reply) => {
      if (req.validationError) {
        await resolvePendingSession(req.ctx);
        throw req.validationError;
      }
      return streamQuote(reply, (onProgress) =>
        quote(req.ctx, req.body.quote, {
          includeRejected: req.query.include_rejected,
          onProgress,
        }),
      );
    },
  );
};
