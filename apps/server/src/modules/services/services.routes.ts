import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  listResponse,
  STATUS_OPTIONS,
  ZOkResponse,
  ZService,
  ZServiceRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { readUpload } from '../../http/upload';
import { MAX_SPREADSHEET_BYTES } from '../../lib/spreadsheet';
import '../catalogue/catalogue-messages';
import {
  createService,
  deleteService,
  getService,
  listServices,
  setServiceStatus,
  updateService,
} from './services.service';
import { uploadServiceLogo } from './services.logo';

const tags = ['services'];
const one = { 200: dataResponse(ZService) };
const access = (
  model: 'Service' | 'ServicePrice',
  action: 'read' | 'create' | 'update' | 'destroy',
) => ({
  access: { model, action },
});

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 4 },
  });
  app.get(
    '/services',
    {
      config: access('Service', 'read'),
      schema: {
        tags,
        summary: 'Services; filter by where[carrier_id] and where[status]',
        querystring: listQuerySchema({
          status: z.enum(STATUS_OPTIONS, { error: 'v.invalid_value' }),
          carrier_id: z.coerce.number().int().positive(),
        }),
        response: { 200: listResponse(ZService) },
      },
    },
    async (req) => listServices(req.ctx, req.query),
  );
  app.get(
    '/services/:id',
    { config: access('Service', 'read'), schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getService(req.ctx, req.params.id) }),
  );
  app.post(
    '/carriers/:id/services',
    {
      config: access('Service', 'create'),
      schema: {
        tags,
        params: idParam,
        body: ZServiceRequest,
        response: { 201: dataResponse(ZService) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createService(req.ctx, req.params.id, req.body.service) }),
  );
  app.put(
    '/services/:id',
    {
      config: access('Service', 'update'),
      schema: { tags, params: idParam, body: ZServiceRequest, response: one },
    },
    async (req) => ({ data: await updateService(req.ctx, req.params.id, req.body.service) }),
  );
  for (const [action, status] of [
    ['activate', 'active'],
    ['suspend', 'suspended'],
  ] as const) {
    app.put(
      `/services/:id/${action}`,
      { config: access('Service', 'update'), schema: { tags, params: idParam, response: one } },
      async (req) => ({ data: await setServiceStatus(req.ctx, req.params.id, status) }),
    );
  }
  app.post(
    '/services/:id/logo',
    {
      config: access('Service', 'update'),
      schema: {
        tags,
        summary: 'Upload the logo (PNG, JPEG or WebP, 1 MB at most)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: one,
      },
    },
    async (req) => ({
      data: await uploadServiceLogo(
        req.ctx,
        req.params.id,
        await readUpload(req, 'logo', 'v.logo_too_large'),
      ),
    }),
  );
  app.delete(
    '/services/:id',
    {
      config: access('Service', 'destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteService(req.ctx, req.params.id) }),
  );
};
