import { dataResponse, ZCarrierQuoteHealth } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET carriers/quote_health: the tenant's carrier accounts quotes are skipping now because they
 * kept missing their deadline, and since when (issue 23). Staff who run carrier settings read
 * it; the state is this server process's (each process keeps its own breakers).
 */
export const quoteHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carriers/quote_health',
    {
      config: { access: { model: 'CarrierSetting', action: 'read' } },
      schema: {
        tags: ['carriers'],
        summary: 'Carrier accounts skipped by quotes after repeated timeouts, and since when',
        response: { 200: dataResponse(z.array(ZCarrierQuoteHealth)) },
      },
    },
    async (req) => ({ data: req.ctx.deps.quoteGuard.breakers.health(req.ctx.tenant.id) }),
  );
};
