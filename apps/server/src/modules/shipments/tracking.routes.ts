import { dataResponse, ZPublicTracking, ZPublicTrackingQuery } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicTracking } from './shipment-tracking.service';

/**
 * The recipient's page: no sign-in, the tenant from X-Tenant, counted per client address (60 a
 * minute); the destination postal code unlocks the details (shipment-tracking.service.ts).
 */
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
        summary:
          'Public tracking by number: status, dates and carrier; cities and events with the destination postal code',
        params: z.object({ tracking_number: z.string().max(60) }),
        querystring: ZPublicTrackingQuery,
        response: { 200: dataResponse(ZPublicTracking) },
      },
    },
    async (req) => ({
      data: await publicTracking(req.ctx, req.params.tracking_number, req.query.postal_code),
    }),
  );
};
