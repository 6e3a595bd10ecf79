import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  listResponse,
  STATUS_OPTIONS,
  ZImportResult,
  ZOkResponse,
  ZService,
  ZServicePrice,
  ZServicePriceRequest,
  ZServiceRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { readUpload } from '../../http/upload';
import { MAX_SPREADSHEET_BYTES, XLSX_TYPE } from '../../lib/spreadsheet';
import '../catalogue/catalogue-messages';
import {
  createServicePrice,
  deleteServicePrice,
  importServicePrices,
  listServicePrices,
  servicePricesExample,
  updateServicePrice,
} from './service-prices.service';
import {
  createService,
  deleteService,
  getService,
  listServices,
  setServiceStatus,
  updateService,
} from './services.service';

const tags = ['services'];
const one = { 200: dataResponse(ZService) };
const priceParams = z.object({
  id: z.coerce.number().int().positive(),
  price_id: z.coerce.number().int().positive(),
});
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
  app.delete(
    '/services/:id',
    {
      config: access('Service', 'destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteService(req.ctx, req.params.id) }),
  );

  // ---- the service's price table
  app.get(
    '/services/:id/service_prices',
    {
      config: access('ServicePrice', 'read'),
      schema: {
        tags,
        params: idParam,
        response: { 200: z.object({ data: z.array(ZServicePrice) }) },
      },
    },
    async (req) => ({ data: await listServicePrices(req.ctx, req.params.id) }),
  );
  app.post(
    '/services/:id/service_prices',
    {
      config: access('ServicePrice', 'create'),
      schema: {
        tags,
        params: idParam,
        body: ZServicePriceRequest,
        response: { 201: dataResponse(ZServicePrice) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        data: await createServicePrice(req.ctx, req.params.id, req.body.service_price),
      }),
  );
  app.put(
    '/services/:id/service_prices/:price_id',
    {
      config: access('ServicePrice', 'update'),
      schema: {
        tags,
        params: priceParams,
        body: ZServicePriceRequest,
        response: { 200: dataResponse(ZServicePrice) },
      },
    },
    async (req) => ({
      data: await updateServicePrice(
        req.ctx,
        req.params.id,
        req.params.price_id,
        req.body.service_price,
      ),
    }),
  );
  app.delete(
    '/services/:id/service_prices/:price_id',
    {
      config: access('ServicePrice', 'destroy'),
      schema: { tags, params: priceParams, response: { 200: ZOkResponse } },
    },
    async (req) => ({
      data: await deleteServicePrice(req.ctx, req.params.id, req.params.price_id),
    }),
  );
  app.post(
    '/services/:id/service_prices/import',
    {
      config: access('ServicePrice', 'create'),
      schema: {
        tags,
        summary: 'Replace the table from an .xlsx with kg, price and cost columns (all or nothing)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: dataResponse(ZImportResult) },
      },
    },
    async (req) => {
      const upload = await readUpload(req, 'file');
      return { data: await importServicePrices(req.ctx, req.params.id, upload.bytes) };
    },
  );
  app.get(
    '/service_prices/example',
    {
      config: access('ServicePrice', 'read'),
      schema: { tags, summary: 'The example .xlsx of a price table import' },
    },
    async (_req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="precios-ejemplo.xlsx"')
        .send(await servicePricesExample()),
  );
};
