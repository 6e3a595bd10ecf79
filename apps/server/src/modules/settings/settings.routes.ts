import {
  dataResponse,
  idParam,
  listResponse,
  SETTING_NAMESPACES,
  ZSetting,
  ZSettingByKey,
  ZSettingCreateRequest,
  ZSettingKey,
  ZSettingUpdateRequest,
  ZOkResponse,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import {
  createSetting,
  deleteSetting,
  getSetting,
  listSettings,
  registerFlag,
  settingByKey,
  updateSetting,
} from './settings.service';

const tags = ['settings'];
const ZSettingListQuery = listQuerySchema({
  namespace: z.enum(SETTING_NAMESPACES, { error: 'v.invalid_value' }),
  key: ZSettingKey,
});
const one = { 200: dataResponse(ZSetting) };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/get_register_flag',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: dataResponse(ZSettingByKey) } },
    },
    async (req) => ({ data: await registerFlag(req.ctx) }),
  );
  app.get(
    '/settings/:key/by_key',
    {
      // Public at the edge: the service answers signed-out visitors only the PUBLIC_SETTING_KEYS.
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ key: ZSettingKey }),
        response: { 200: dataResponse(ZSettingByKey) },
      },
    },
    async (req) => ({ data: await settingByKey(req.ctx, req.params.key) }),
  );
  app.get(
    '/settings',
    {
      config: { access: { model: 'Setting', action: 'read' } },
      schema: { tags, querystring: ZSettingListQuery, response: { 200: listResponse(ZSetting) } },
    },
    async (req) => listSettings(req.ctx, req.query),
  );
  app.get(
    '/settings/:id',
    {
      config: { access: { model: 'Setting', action: 'read' } },
      schema: { tags, params: idParam, response: one },
    },
    async (req) => ({ data: await getSetting(req.ctx, req.params.id) }),
  );
  app.post(
    '/settings',
    {
      config: { access: { model: 'Setting', action: 'create' } },
      schema: { tags, body: ZSettingCreateRequest, response: { 201: dataResponse(ZSetting) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createSetting(req.ctx, req.body.setting) }),
  );
  app.put(
    '/settings/:id',
    {
      config: { access: { model: 'Setting', action: 'update' } },
      schema: { tags, params: idParam, body: ZSettingUpdateRequest, response: one },
    },
    async (req) => ({ data: await updateSetting(req.ctx, req.params.id, req.body.setting) }),
  );
  app.delete(
    '/settings/:id',
    {
      config: { access: { model: 'Setting', action: 'destroy' } },
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteSetting(req.ctx, req.params.id) }),
  );
};
