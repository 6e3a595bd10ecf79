import { dataResponse, ZTenantBranding } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentBranding } from '../branding/branding.service';

export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenant',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tenant'],
        summary: 'Branding of the tenant named by X-Tenant',
        response: { 200: dataResponse(ZTenantBranding) },
      },
    },
    async (req) => ({ data: await currentBranding(req.ctx) }),
  );
};
