import {
  dataResponse,
  idParam,
  listResponse,
  ZSystemSetting,
  ZSystemSettingCreateRequest,
  ZSystemSettingUpdateRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import {
  createSystemSetting,
  getSystemSetting,
  listSystemSettings,
  updateSystemSetting,
} from './system-settings.service';

const tags = ['system_settings'];
const one = { 200: dataResponse(ZSystemSetting) };

export const systemSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system_settings',
    {
      config: { access: { model: 'SystemSetting', action: 'read' } },
      schema: {
        tags,
        querystring: listQuerySchema(),
        response: { 200: listResponse(ZSystemSetting) },
      },
    },
    async (req) => listSystemSettings(req.ctx, req.query),
  );
  app.get(
    '/system_settings/:id',
    {
      config: { access: { model: 'SystemSetting', action: 'read' } },
      schema: { tags, params: idParam, response: one },
    },
    async (req) => ({ data: await getSystemSetting(req.ctx, req.params.id) }),
  );
  app.post(
    '/system_settings',
    {
      config: { access: { model: 'SystemSetting', action: 'create' } },
      schema: {
        tags,
        body: ZSystemSettingCreateRequest,
        response: { 201: dataResponse(ZSystemSetting) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createSystemSetting(req.ctx, req.body.system_setting) }),
  );
  app.put(
    '/system_settings/:id',
    {
      config: { access: { model: 'SystemSetting', action: 'update' } },
      schema: { tags, params: idParam, body: ZSystemSettingUpdateRequest, response: one },
    },
    async (req) => ({
      data: await updateSystemSetting(req.ctx, req.params.id, req.body.system_setting),
    }),
  );
};
