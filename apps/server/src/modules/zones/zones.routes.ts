import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  listResponse,
  POSTAL_CODES_PER_PAGE,
  ZCoveragePostalCode,
  ZImportResult,
  ZOkResponse,
  ZPostalCodeRequest,
  ZZone,
  ZZoneRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../http/app-error';
import { listQuerySchema } from '../../http/list-query';
import { readUpload } from '../../http/upload';
import { MAX_SPREADSHEET_BYTES } from '../../lib/spreadsheet';
import '../catalogue/catalogue-messages';
import {
  addPostalCode,
  deleteAllPostalCodes,
  deletePostalCode,
  importPostalCodes,
  listPostalCodes,
  type Owner,
} from './postal-codes.service';
import { createZone, deleteZone, getZone, listZones, updateZone } from './zones.service';

const tags = ['zones'];
const one = { 200: dataResponse(ZZone) };
const codeParams = z.object({
  id: z.coerce.number().int().positive(),
  code_id: z.coerce.number().int().positive(),
});
const ZPostalCodeListQuery = listQuerySchema().extend({
  per_page: z.coerce.number().int().min(1).max(100).default(POSTAL_CODES_PER_PAGE),
});

export const zonesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 4 },
  });
  const access = (
    model: 'Zone' | 'ServicePostalCode',
    action: 'read' | 'create' | 'update' | 'destroy',
  ) => ({
    access: { model, action },
  });
  app.get(
    '/zones',
    {
      config: access('Zone', 'read'),
      schema: { tags, querystring: listQuerySchema(), response: { 200: listResponse(ZZone) } },
    },
    async (req) => listZones(req.ctx, req.query),
  );
  app.get(
    '/zones/:id',
    { config: access('Zone', 'read'), schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getZone(req.ctx, req.params.id) }),
  );
  app.post(
    '/zones',
    {
      config: access('Zone', 'create'),
      schema: { tags, body: ZZoneRequest, response: { 201: dataResponse(ZZone) } },
    },
    async (req, reply) => reply.code(201).send({ data: await createZone(req.ctx, req.body.zone) }),
  );
  app.put(
    '/zones/:id',
    {
      config: access('Zone', 'update'),
      schema: { tags, params: idParam, body: ZZoneRequest, response: one },
    },
    async (req) => ({ data: await updateZone(req.ctx, req.params.id, req.body.zone) }),
  );
  app.delete(
    '/zones/:id',
    {
      config: access('Zone', 'destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteZone(req.ctx, req.params.id) }),
  );

  // A zone's postal codes and a service's own list share one set of routes.
  for (const kind of ['zone', 'service'] as const) {
    const base = `/${kind}s/:id/postal_codes`;
    const owner = (id: number): Owner => ({ kind, id });
    app.get(
      base,
      {
        config: access('ServicePostalCode', 'read'),
        schema: {
          tags,
          summary: `The ${kind}'s postal codes, 10 per page; search by prefix`,
          params: idParam,
          querystring: ZPostalCodeListQuery,
          response: { 200: listResponse(ZCoveragePostalCode) },
        },
      },
      async (req) => listPostalCodes(req.ctx, owner(req.params.id), req.query),
    );
    app.post(
      base,
      {
        config: access('ServicePostalCode', 'create'),
        schema: {
          tags,
          params: idParam,
          body: ZPostalCodeRequest,
          response: { 201: dataResponse(ZCoveragePostalCode) },
        },
      },
      async (req, reply) =>
        reply.code(201).send({
          data: await addPostalCode(req.ctx, owner(req.params.id), req.body.postal_code),
        }),
    );
    app.delete(
      `${base}/:code_id`,
      {
        config: access('ServicePostalCode', 'destroy'),
        schema: { tags, params: codeParams, response: { 200: ZOkResponse } },
      },
      async (req) => ({
        data: await deletePostalCode(req.ctx, owner(req.params.id), req.params.code_id),
      }),
    );
    app.delete(
      base,
      {
        config: access('ServicePostalCode', 'destroy'),
        schema: {
          tags,
          summary: 'Delete every postal code of the list (confirm=true)',
          params: idParam,
          querystring: z.object({ confirm: z.enum(['true', 'false']).optional() }),
          response: { 200: dataResponse(z.object({ deleted: z.number().int() })) },
        },
      },
      async (req) => ({
        data: await deleteAllPostalCodes(
          req.ctx,
          owner(req.params.id),
          req.query.confirm === 'true',
        ),
      }),
    );
    app.post(
      `${base}/import`,
      {
        config: access('ServicePostalCode', 'create'),
        schema: {
          tags,
          summary: 'Import a headerless csv/xlsx, one code per row (country_id field, MX default)',
          consumes: ['multipart/form-data'],
          params: idParam,
          response: { 200: dataResponse(ZImportResult) },
        },
      },
      async (req) => {
        const upload = await readUpload(req, 'file');
        const given = upload.fields.country_id?.trim();
        const countryId = given ? Number(given) : null;
        if (countryId !== null && (!Number.isInteger(countryId) || countryId <= 0))
          throw fieldError('country_id', 'v.invalid_value');
        return {
          data: await importPostalCodes(req.ctx, owner(req.params.id), upload.bytes, countryId),
        };
      },
    );
  }
};
