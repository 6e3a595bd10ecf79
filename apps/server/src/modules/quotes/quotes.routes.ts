import { dataResponse, ZQuoteQuery, ZQuoteRequest, ZQuoteResult } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quote } from './quotes.service';

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      config: { access: { model: 'Quote', action: 'create' } },
      // Each rate is built from the role's allow-list (rate.serializer.ts), so the reply needs
      // no second check against the schema (kept for the API document): up to hundreds of rates
      // per quote, and every quote pays for it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['quotes'],
        summary: 'Rates for a parcel between two postal codes, cheapest first',
        querystring: ZQuoteQuery,
        body: ZQuoteRequest,
        response: { 200: dataResponse(ZQuoteResult) },
      },
    },
    async (req) => ({
      data: await quote(req.ctx, req.body.quote, { includeRejected: req.query.include_rejected }),
    }),
  );
};
