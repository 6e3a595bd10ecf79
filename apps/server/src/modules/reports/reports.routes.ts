import {
  REPORT_KEYS,
  ZReport,
  ZReportLimit,
  ZReportRequest,
  ZReportVisibilityRequest,
  ZShipmentsReportRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportLimit } from './report-range';
import { downloadReport, listReports, setReportVisibility } from './reports.service';
import { XLSX_TYPE } from './xlsx-stream';

const tags = ['reports'];
const read = { access: { model: 'Report', action: 'read' } } as const;

/** Reports (spec 1 §2, §7): the list, the Visible toggle, the date limit and one .xlsx each. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      config: read,
      schema: {
        tags,
        summary: 'The reports the caller sees (developers: all, with their Visible flag)',
        response: { 200: z.object({ data: z.array(ZReport) }) },
      },
    },
    async (req) => ({ data: await listReports(req.ctx) }),
  );
  app.get(
    '/reports/report_limit',
    {
      config: read,
      schema: {
        tags,
        summary: 'The earliest start date a non-developer may ask for (setting report_limit)',
        response: { 200: z.object({ data: ZReportLimit }) },
      },
    },
    async (req) => ({ data: await reportLimit(req.ctx) }),
  );
  app.put(
    '/reports/:key/visibility',
    {
      config: { access: { model: 'Report', action: 'update' } },
      schema: {
        tags,
        summary: 'Show or hide a report to non-developers (developers)',
        params: z.object({ key: z.string().max(40) }),
        body: ZReportVisibilityRequest,
        response: { 200: z.object({ data: ZReport }) },
      },
    },
    async (req) => ({
      data: await setReportVisibility(req.ctx, req.params.key, req.body.visible),
    }),
  );
  for (const key of REPORT_KEYS) {
    app.post(
      `/reports/${key}`,
      {
        config: {
          ...read,
          // Each report reads up to the whole range; a person needs a handful a minute.
          rateLimit: [{ name: 'report-download', max: 60, windowSeconds: 60, by: 'user' }],
        },
        schema: {
          tags,
          summary: `${key}.xlsx for the range (default: the current month up to today)`,
          body: (key === 'shipments' ? ZShipmentsReportRequest : ZReportRequest).nullish(),
        },
      },
      async (req, reply) => {
        const { filename, stream } = await downloadReport(req.ctx, key, req.body ?? undefined);
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  }
};
