import {
  dataResponse,
  ZDashboard,
  ZOkResponse,
  ZStaffDashboard,
  ZSupportEmailRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard, sendSupportEmail } from './dashboard.service';
import { staffDashboard } from './staff-dashboard.service';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboards',
    {
      config: { access: { model: 'Dashboard', action: 'read' } },
      schema: { tags, response: { 200: dataResponse(ZDashboard) } },
    },
    async (req) => ({ data: await dashboard(req.ctx) }),
  );
  app.get(
    '/dashboards/staff',
    {
      config: { access: { model: 'Dashboard', action: 'read' } },
      schema: { tags, response: { 200: dataResponse(ZStaffDashboard) } },
    },
    async (req) => ({ data: await staffDashboard(req.ctx) }),
  );
  app.post(
    '/dashboards/send_support_email',
    {
      config: {
        access: { model: 'Dashboard', action: 'read' },
        // Each one is an e-mail to the tenant's support address.
        rateLimit: [{ name: 'support-email-user', max: 5, windowSeconds: 3600, by: 'user' }],
      },
      schema: { tags, body: ZSupportEmailRequest, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await sendSupportEmail(req.ctx, req.body.support) }),
  );
};
