import {
  dataResponse,
  idParam,
  listResponse,
  ZOkResponse,
  ZWaybill,
  ZWaybillImportRequest,
  ZWaybillImportResult,
  ZWaybillCreateRequest,
} from '@despacho/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import {
  createWaybill,
  deleteWaybill,
  getWaybill,
  importWaybills,
  listWaybills,
} from './waybills.service';

const tags = ['waybills'];
const access = (action: 'read' | 'create' | 'destroy') => ({
  access: { model: 'Waybill' as const, action },
});
const filterId = z.coerce.number().int().positive().max(2_147_483_647);

/** A carrier's prepaid waybill pool (spec 2 Waybills, Imports). */
export const waybillsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/waybills',
    {
      config: access('read'),
      schema: {
        tags,
        summary:
          'Waybills, deleted ones included; where[number] (contains), where[carrier_id], where[service_id]; order created_at|number',
        querystring: listQuerySchema({
          number: z.string().max(200),
          carrier_id: filterId,
          service_id: filterId,
        }),
        response: { 200: listResponse(ZWaybill) },
      },
    },
    async (req) => listWaybills(req.ctx, req.query),
  );
  app.get(
    '/waybills/:id',
    {
      config: access('read'),
      schema: { tags, params: idParam, response: { 200: dataResponse(ZWaybill) } },
    },
    async (req) => ({ data: await getWaybill(req.ctx, req.params.id) }),
  );
  app.post(
    '/waybills',
    {
      config: access('create'),
      schema: { tags, body: ZWaybillCreateRequest, response: { 201: dataResponse(ZWaybill) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createWaybill(req.ctx, req.body.waybill) }),
  );
  app.post(
    '/waybills/import',
    {
      config: access('create'),
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Up to 5,000 numbers for one carrier (and service): each row saved or its error',
        body: ZWaybillImportRequest,
        response: { 200: dataResponse(ZWaybillImportResult) },
      },
    },
    async (req) => ({ data: await importWaybills(req.ctx, req.body) }),
  );
  app.delete(
    '/waybills/:id',
    {
      config: access('destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteWaybill(req.ctx, req.params.id) }),
  );
};
