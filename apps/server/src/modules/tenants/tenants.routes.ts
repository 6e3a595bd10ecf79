import { dataResponse, ZTenantBranding, ZTimeZoneRequest } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentBranding } from '../branding/branding.service';
import { updateTimeZone } from './tenant-time-zone.service';

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
  app.put(
    '/tenant/time_zone',
    {
      config: { access: { model: 'Setting', action: 'update' } },
      schema: {
        tags: ['tenant'],
        summary: "Set the tenant's IANA time zone (main_admin and developer only)",
        body: ZTimeZoneRequest,
        response: { 200: dataResponse(ZTenantBranding) },
      },
    },
    async (req) => ({ data: await updateTimeZone(req.ctx, req.body.tenant) }),
  );
};
