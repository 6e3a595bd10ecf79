import { ZProviderChoice } from '@despacho/shared';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providers } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { authorize } from '../../http/authorize';

/** GET providers: the choices of the carrier form (staff who may read providers). */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      config: { access: { model: 'Provider', action: 'read' } },
      schema: {
        tags: ['providers'],
        response: {
          200: z.object({
            data: z.array(
              ZProviderChoice.extend({
                service_types: z.array(z.object({ code: z.string(), name: z.string() })),
              }),
            ),
          }),
        },
      },
    },
    async (req) => {
      authorize(req.ctx, 'read', 'Provider');
      const rows = await withTenant(req.ctx.deps.db, req.ctx.tenant.id, (tx) =>
        tx.select().from(providers).orderBy(asc(providers.name)),
      );
      return {
        data: rows
          .filter((p) => p.visible)
          .map((p) => ({
            id: p.id,
            code: p.code,
            name: p.name,
            supports_insurance: p.supportsInsurance,
            service_types: p.serviceTypes,
          })),
      };
    },
  );
};
