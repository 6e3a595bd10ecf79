import {
  dataResponse,
  ZAnalytics,
  ZAnalyticsEmbed,
  ZAnalyticsExportQuery,
  ZAnalyticsQuery,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_TYPE } from '../../lib/spreadsheet';
import { analyticsEmbed } from './analytics-embed.service';
import { exportAnalytics } from './analytics-export';
import { analytics } from './analytics.service';

const tags = ['analytics'];
const config = { access: { model: 'Analytics' as const, action: 'read' as const } };

/** Analytics for customers and staff (spec 1 Analytics, issue 22). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      config,
      schema: {
        tags,
        summary:
          "Figures of a range of days in the tenant's calendar (default the last 30, at most 366): customers their own, staff the tenant's or one account's (user_id)",
        querystring: ZAnalyticsQuery,
        response: { 200: dataResponse(ZAnalytics) },
      },
    },
    async (req) => ({ data: await analytics(req.ctx, req.query) }),
  );
  app.get(
    '/analytics/export',
    {
      config,
      schema: {
        tags,
        summary: 'The same figures as analytics.xlsx (a sheet per table) or analytics.csv',
        querystring: ZAnalyticsExportQuery,
      },
    },
    async (req, reply) => {
      const { format, ...query } = req.query;
      const body = await exportAnalytics(req.ctx, query, format);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="analytics.${format}"`)
        .send(body);
    },
  );
  app.get(
    '/analytics/embed',
    {
      config,
      schema: {
        tags,
        summary:
          "The tenant's external analytics page with the user's e-mail, a 10-minute signed token, tenant_id, api_url and theme=light; null when not configured",
        response: { 200: dataResponse(ZAnalyticsEmbed) },
      },
    },
    async (req) => ({ data: await analyticsEmbed(req.ctx) }),
  );
};
