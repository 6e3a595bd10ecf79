import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  ZImportResult,
  ZOkResponse,
  ZUserCarrierInput,
  ZUserPrice,
  ZUserPriceInput,
  ZUserPricing,
  ZUserServiceAmountsRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../http/upload';
import { MAX_SPREADSHEET_BYTES, XLSX_TYPE } from '../../lib/spreadsheet';
import '../catalogue/catalogue-messages';
import {
  addUserPrice,
  deleteUserPrice,
  updateUserPrice,
  importUserPrices,
  listUserPrices,
  saveUserCarrier,
  saveUserServiceAmounts,
  setSpecialCarriers,
  userPricesExample,
  userPricing,
} from './user-pricing.service';

const tags = ['user pricing'];
const id = z.coerce.number().int().positive();
const serviceParams = z.object({ id, service_id: id });
const priceParams = z.object({ id, service_id: id, price_id: id });
type Model = 'UserPrice' | 'UserServiceAmount' | 'UserCarrier';
const access = (model: Model, action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model, action },
});
const ok = { 200: ZOkResponse };

export const userPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 2 },
  });
  app.get(
    '/users/:id/prices',
    {
      config: access('UserPrice', 'read'),
      schema: { tags, params: idParam, response: { 200: dataResponse(ZUserPricing) } },
    },
    async (req) => ({ data: await userPricing(req.ctx, req.params.id) }),
  );
  app.put(
    '/users/:id/service_amounts/:service_id',
    {
      config: access('UserServiceAmount', 'update'),
      schema: { tags, params: serviceParams, body: ZUserServiceAmountsRequest, response: ok },
    },
    async (req) => {
      await saveUserServiceAmounts(
        req.ctx,
        req.params.id,
        req.params.service_id,
        req.body.user_service_amount,
      );
      return { data: { ok: true as const } };
    },
  );
  app.put(
    '/users/:id/user_carriers',
    {
      config: access('UserCarrier', 'update'),
      schema: {
        tags,
        params: idParam,
        body: z.object({ user_carrier: ZUserCarrierInput }),
        response: ok,
      },
    },
    async (req) => {
      await saveUserCarrier(req.ctx, req.params.id, req.body.user_carrier);
      return { data: { ok: true as const } };
    },
  );
  app.put(
    '/users/:id/special_carriers',
    {
      config: access('UserCarrier', 'update'),
      schema: {
        tags,
        params: idParam,
        body: z.object({ special_carriers: z.boolean() }),
        response: ok,
      },
    },
    async (req) => {
      await setSpecialCarriers(req.ctx, req.params.id, req.body.special_carriers);
      return { data: { ok: true as const } };
    },
  );
  app.get(
    '/users/:id/services/:service_id/user_prices',
    {
      config: access('UserPrice', 'read'),
      schema: {
        tags,
        params: serviceParams,
        response: { 200: z.object({ data: z.array(ZUserPrice) }) },
      },
    },
    async (req) => ({ data: await listUserPrices(req.ctx, req.params.id, req.params.service_id) }),
  );
  app.post(
    '/users/:id/services/:service_id/user_prices',
    {
      config: access('UserPrice', 'create'),
      schema: {
        tags,
        params: serviceParams,
        body: z.object({ user_price: ZUserPriceInput }),
        response: { 201: dataResponse(ZUserPrice) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        data: await addUserPrice(
          req.ctx,
          req.params.id,
          req.params.service_id,
          req.body.user_price,
        ),
      }),
  );
  app.put(
    '/users/:id/services/:service_id/user_prices/:price_id',
    {
      config: access('UserPrice', 'update'),
      schema: {
        tags,
        params: priceParams,
        body: z.object({ user_price: ZUserPriceInput }),
        response: { 200: dataResponse(ZUserPrice) },
      },
    },
    async (req) => ({
      data: await updateUserPrice(
        req.ctx,
        req.params.id,
        req.params.service_id,
        req.params.price_id,
        req.body.user_price,
      ),
    }),
  );
  app.delete(
    '/users/:id/services/:service_id/user_prices/:price_id',
    { config: access('UserPrice', 'destroy'), schema: { tags, params: priceParams, response: ok } },
    async (req) => ({
      data: await deleteUserPrice(
        req.ctx,
        req.params.id,
        req.params.service_id,
        req.params.price_id,
      ),
    }),
  );
  app.post(
    '/users/:id/services/:service_id/user_prices/import',
    {
      config: access('UserPrice', 'create'),
      schema: {
        tags,
        summary: 'Replace the table from an .xlsx with kg and price columns',
        consumes: ['multipart/form-data'],
        params: serviceParams,
        response: { 200: dataResponse(ZImportResult) },
      },
    },
    async (req) => {
      const upload = await readUpload(req, 'file');
      return {
        data: await importUserPrices(req.ctx, req.params.id, req.params.service_id, upload.bytes),
      };
    },
  );
  app.get(
    '/user_prices/example',
    {
      config: access('UserPrice', 'read'),
      schema: { tags, summary: 'The example .xlsx of a user price import' },
    },
    async (_req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="precios-cliente-ejemplo.xlsx"')
        .send(await userPricesExample()),
  );
};
