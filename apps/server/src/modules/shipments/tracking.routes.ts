import { dataResponse, ZPublicTracking } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicTracking } from './shipment-tracking.service';

/** The recipient's page: no sign-in, the tenant from X-Tenant, counted per address. */
export const publicTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tracking/:tracking_number',
    {
      config: {
        access: 'public',
        rateLimit: [{ name: 'tracking-ip', max: 60, windowSeconds: 60, by: 'ip' }],
      },
      schema: {
        tags: ['tracking'],
        summary: 'Public tracking by number: carrier, cities and events, nothing personal',
        params: z.object({ tracking_number: z.string().max(60) }),
        response: { 200: dataResponse(ZPublicTracking) },
      },
    },
    async (req) => ({
      data: await publicTracking(req.ctx.deps, req.ctx.tenant, req.params.tracking_number),
    }),
  );
};
