import {
  dataResponse,
  idParam,
  listResponse,
  STATUS_OPTIONS,
  ZCarrier,
  ZCarrierRequest,
  ZOkResponse,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import {
  createCarrier,
  deleteCarrier,
  getCarrier,
  listCarriers,
  setCarrierStatus,
  updateCarrier,
} from './carriers.service';

const tags = ['carriers'];
const one = { 200: dataResponse(ZCarrier) };

export const carriersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carriers',
    {
      config: { access: { model: 'Carrier', action: 'read' } },
      schema: {
        tags,
        summary: 'Carriers; tabs filter by where[status]=active|suspended',
        querystring: listQuerySchema({
          status: z.enum(STATUS_OPTIONS, { error: 'v.invalid_value' }),
        }),
        response: { 200: listResponse(ZCarrier) },
      },
    },
    async (req) => listCarriers(req.ctx, req.query),
  );
  app.get(
    '/carriers/:id',
    {
      config: { access: { model: 'Carrier', action: 'read' } },
      schema: { tags, params: idParam, response: one },
    },
    async (req) => ({ data: await getCarrier(req.ctx, req.params.id) }),
  );
  app.post(
    '/carriers',
    {
      config: { access: { model: 'Carrier', action: 'create' } },
      schema: { tags, body: ZCarrierRequest, response: { 201: dataResponse(ZCarrier) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createCarrier(req.ctx, req.body.carrier) }),
  );
  app.put(
    '/carriers/:id',
    {
      config: { access: { model: 'Carrier', action: 'update' } },
      schema: { tags, params: idParam, body: ZCarrierRequest, response: one },
    },
    async (req) => ({ data: await updateCarrier(req.ctx, req.params.id, req.body.carrier) }),
  );
  for (const [action, status] of [
    ['activate', 'active'],
    ['suspend', 'suspended'],
  ] as const) {
    app.put(
      `/carriers/:id/${action}`,
      {
        config: { access: { model: 'Carrier', action: 'update' } },
        schema: { tags, params: idParam, response: one },
      },
      async (req) => ({ data: await setCarrierStatus(req.ctx, req.params.id, status) }),
    );
  }
  app.delete(
    '/carriers/:id',
    {
      config: { access: { model: 'Carrier', action: 'destroy' } },
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteCarrier(req.ctx, req.params.id) }),
  );
};
