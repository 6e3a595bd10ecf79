import {
  dataResponse,
  idParam,
  listResponse,
  NOTICE_STATUSES,
  NOTICE_TYPES,
  ZNotice,
  ZNoticeRequest,
  ZOkResponse,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import {
  createNotice,
  deleteNotice,
  dismissNotice,
  getNotice,
  listNotices,
  updateNotice,
} from './notices.service';

const tags = ['notices'];
const ZNoticeListQuery = listQuerySchema({
  status: z.enum(NOTICE_STATUSES, { error: 'v.invalid_value' }),
  notice_type: z.enum(NOTICE_TYPES, { error: 'v.invalid_value' }),
});
const one = { 200: dataResponse(ZNotice) };

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notices',
    {
      config: { access: { model: 'Notice', action: 'read' } },
      schema: { tags, querystring: ZNoticeListQuery, response: { 200: listResponse(ZNotice) } },
    },
    async (req) => listNotices(req.ctx, req.query),
  );
  app.get(
    '/notices/:id',
    {
      config: { access: { model: 'Notice', action: 'read' } },
      schema: { tags, params: idParam, response: one },
    },
    async (req) => ({ data: await getNotice(req.ctx, req.params.id) }),
  );
  app.post(
    '/notices',
    {
      config: { access: { model: 'Notice', action: 'create' } },
      schema: { tags, body: ZNoticeRequest, response: { 201: dataResponse(ZNotice) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createNotice(req.ctx, req.body.notice) }),
  );
  app.put(
    '/notices/:id',
    {
      config: { access: { model: 'Notice', action: 'update' } },
      schema: { tags, params: idParam, body: ZNoticeRequest, response: one },
    },
    async (req) => ({ data: await updateNotice(req.ctx, req.params.id, req.body.notice) }),
  );
  app.delete(
    '/notices/:id',
    {
      config: { access: { model: 'Notice', action: 'destroy' } },
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteNotice(req.ctx, req.params.id) }),
  );
  app.post(
    '/notices/:id/dismiss',
    {
      config: { access: { model: 'Dashboard', action: 'read' } },
      schema: {
        tags,
        summary: 'Close a notice on my dashboard (for me only)',
        params: idParam,
        response: { 200: ZOkResponse },
      },
    },
    async (req) => ({ data: await dismissNotice(req.ctx, req.params.id) }),
  );
};
