import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  listResponse,
  ZOverweight,
  ZOverweightImportResult,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../http/app-error';
import { listQuerySchema } from '../../http/list-query';
import { XLSX_TYPE } from '../../lib/spreadsheet';
import { OVERWEIGHT_FILTER_SCHEMAS } from './overweight-filters';
import { recordOverweight } from './overweight-record.service';
import { moveOverweightStatus } from './overweight-transitions.service';
import { OVERWEIGHT_MULTIPART_LIMITS, readOverweightForm } from './overweight-upload';
import { exportOverweights } from './overweights-export';
import { importOverweights, overweightsImportExample } from './overweights-import';
import {
  getOverweight,
  listOverweights,
  readEvidence,
  reportEvidence,
} from './overweights.service';

const tags = ['overweights'];
const access = (action: 'read' | 'create' | 'update') => ({
  access: { model: 'Overweight' as const, action },
});
const one = { 200: dataResponse(ZOverweight) };
const MOVES = [
  [
    'deduction',
    'Charge it (unpaid → paid): a ledger debit within balance and credit line; 402 when short',
  ],
  ['refund', 'Refund it (paid or rebated → refunded): a ledger credit'],
  ['rebate', "The owner disputes it (paid → rebated), when overweights_request_rebate is '1'"],
  ['cancel_rebate', 'Turn the dispute down (rebated → paid)'],
] as const;

/** Overweights (spec 2 "Overweights", issue 21); every route behind the `overweights` setting. */
export const overweightsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: OVERWEIGHT_MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.get(
    '/overweights',
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Overweights (customers: their own), 10 a page, newest first',
        querystring: listQuerySchema(OVERWEIGHT_FILTER_SCHEMAS),
        response: { 200: listResponse(ZOverweight) },
      },
    },
    async (req) => listOverweights(req.ctx, req.query),
  );
  app.post(
    '/overweights',
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          "Record the carrier's measurements for a shipment (multipart: ZOverweightForm fields, optional evidence_file)",
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: dataResponse(ZOverweight), 200: dataResponse(ZOverweight) },
      },
    },
    async (req, reply) => {
      const { overweight, created } = await recordOverweight(
        req.ctx,
        await readOverweightForm(req),
      );
      return reply.code(created ? 201 : 200).send({ data: overweight });
    },
  );
  app.post(
    '/overweights/export',
    {
      config: access('read'),
      schema: { tags, summary: 'The filtered list as overweights.xlsx' },
    },
    async (req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="overweights.xlsx"')
        .send(await exportOverweights(req.ctx, req.body)),
  );
  app.get(
    '/overweights/import/example',
    { config: access('create'), schema: { tags, summary: "An example of a carrier's file" } },
    async (req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="sobrepesos-ejemplo.xlsx"')
        .send(await overweightsImportExample(req.ctx)),
  );
  app.post(
    '/overweights/import',
    {
      config: access('create'),
      schema: {
        tags,
        summary: "A carrier's .xlsx (files[]): rows matched by tracking number, each reported",
        consumes: ['multipart/form-data'],
        response: { 200: dataResponse(ZOverweightImportResult) },
      },
    },
    async (req) => {
      const form = await readOverweightForm(req);
      if (!form.file || form.file.bytes.length === 0) throw fieldError('files', 'v.file_required');
      if (form.file.tooLarge) throw fieldError('files', 'v.file_too_large');
      return { data: await importOverweights(req.ctx, form.file.bytes) };
    },
  );
  app.get(
    '/overweights/:id',
    { config: access('read'), schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getOverweight(req.ctx, req.params.id) }),
  );
  for (const [action, summary] of MOVES) {
    app.put(
      `/overweights/:id/${action}`,
      { config: access('update'), schema: { tags, summary, params: idParam, response: one } },
      async (req) => ({ data: await moveOverweightStatus(req.ctx, req.params.id, action) }),
    );
  }
  app.put(
    '/overweights/:id/evidence',
    {
      config: access('update'),
      schema: {
        tags,
        summary:
          'Report evidence: overweight[evidence_file] (PNG, JPEG or PDF, 5 MB) and overweight[evidence_description]',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: one,
      },
    },
    async (req) => ({
      data: await reportEvidence(req.ctx, req.params.id, await readOverweightForm(req)),
    }),
  );
  app.get(
    '/overweights/:id/evidence',
    { config: access('read'), schema: { tags, summary: 'The evidence file', params: idParam } },
    async (req, reply) => {
      const file = await readEvidence(req.ctx, req.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
