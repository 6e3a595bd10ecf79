import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  ZOkResponse,
  ZServicePrice,
  ZServicePriceImportResult,
  ZServicePricePreview,
  ZServicePriceRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../http/upload';
import { MAX_SPREADSHEET_BYTES, XLSX_TYPE } from '../../lib/spreadsheet';
import '../catalogue/catalogue-messages';
import {
  importServicePrices,
  previewServicePrices,
  servicePricesExample,
} from './service-prices-import';
import {
  createServicePrice,
  deleteServicePrice,
  listServicePrices,
  updateServicePrice,
} from './service-prices.service';

const tags = ['services'];
const priceParams = z.object({
  id: z.coerce.number().int().positive(),
  price_id: z.coerce.number().int().positive(),
});
const access = (action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model: 'ServicePrice' as const, action },
});

/** A service's weight price table (spec 3 "Services"): list, rows, spreadsheet import. */
export const servicePricesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 4 },
  });
  // ---- the service's price table
  app.get(
    '/services/:id/service_prices',
    {
      config: access('read'),
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
      config: access('create'),
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
      config: access('update'),
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
      config: access('destroy'),
      schema: { tags, params: priceParams, response: { 200: ZOkResponse } },
    },
    async (req) => ({
      data: await deleteServicePrice(req.ctx, req.params.id, req.params.price_id),
    }),
  );
  app.post(
    '/services/:id/service_prices/import',
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          "Replace the table from an .xlsx with exactly the role's columns (all or nothing); rows below cost need the field confirm_below_cost=true",
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: dataResponse(ZServicePriceImportResult) },
      },
    },
    async (req) => {
      const upload = await readUpload(req, 'file');
      const confirm = upload.fields.confirm_below_cost === 'true';
      return { data: await importServicePrices(req.ctx, req.params.id, upload.bytes, confirm) };
    },
  );
  app.post(
    '/services/:id/service_prices/import/preview',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'The rows an import would save, with below-cost flags and counts; saves nothing',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: dataResponse(ZServicePricePreview) },
      },
    },
    async (req) => {
      const upload = await readUpload(req, 'file');
      return { data: await previewServicePrices(req.ctx, req.params.id, upload.bytes) };
    },
  );
  app.get(
    '/service_prices/example',
    {
      config: access('read'),
      schema: {
        tags,
        summary: "The example .xlsx of a price table import, with the caller's role's columns",
        querystring: z.object({ service_id: z.coerce.number().int().positive().optional() }),
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="precios-ejemplo.xlsx"')
        .send(await servicePricesExample(req.ctx, req.query.service_id)),
  );
};
