import {
  dataResponse,
  idParam,
  ZCarrierSetting,
  ZCarrierSettingCreateRequest,
  ZCarrierSettingLog,
  ZOkResponse,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_TYPE } from '../../lib/spreadsheet';
import '../catalogue/catalogue-messages';
import {
  createCarrierSetting,
  deleteCarrierSetting,
  exportCarrierSettingLogs,
  listCarrierSettingLogs,
  listCarrierSettings,
  updateCarrierSetting,
} from './carrier-settings.service';

const tags = ['carrier settings'];
const settingParams = z.object({
  id: z.coerce.number().int().positive(),
  setting_id: z.coerce.number().int().positive(),
});
const access = (action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model: 'CarrierSetting' as const, action },
});

export const carrierSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carriers/:id/carrier_settings',
    {
      config: access('read'),
      schema: {
        tags,
        params: idParam,
        response: { 200: z.object({ data: z.array(ZCarrierSetting) }) },
      },
    },
    async (req) => ({ data: await listCarrierSettings(req.ctx, req.params.id) }),
  );
  app.post(
    '/carriers/:id/carrier_settings',
    {
      config: access('create'),
      schema: {
        tags,
        params: idParam,
        body: ZCarrierSettingCreateRequest,
        response: { 201: dataResponse(ZCarrierSetting) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        data: await createCarrierSetting(req.ctx, req.params.id, req.body.carrier_setting),
      }),
  );
  app.put(
    '/carriers/:id/carrier_settings/:setting_id',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Change a value; `*****` keeps a secret as it is',
        params: settingParams,
        body: z.object({ carrier_setting: z.record(z.string(), z.unknown()) }),
        response: { 200: dataResponse(ZCarrierSetting) },
      },
    },
    async (req) => ({
      data: await updateCarrierSetting(
        req.ctx,
        req.params.id,
        req.params.setting_id,
        req.body.carrier_setting,
      ),
    }),
  );
  app.delete(
    '/carriers/:id/carrier_settings/:setting_id',
    {
      config: access('destroy'),
      schema: { tags, params: settingParams, response: { 200: ZOkResponse } },
    },
    async (req) => ({
      data: await deleteCarrierSetting(req.ctx, req.params.id, req.params.setting_id),
    }),
  );
  app.get(
    '/carriers/:id/carrier_setting_logs',
    {
      config: access('read'),
      schema: {
        tags,
        params: idParam,
        response: { 200: z.object({ data: z.array(ZCarrierSettingLog) }) },
      },
    },
    async (req) => ({ data: await listCarrierSettingLogs(req.ctx, req.params.id) }),
  );
  app.get(
    '/carriers/:id/carrier_setting_logs/export',
    {
      config: access('read'),
      schema: { tags, summary: 'The change log as .xlsx', params: idParam },
    },
    async (req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="bitacora-paqueteria-${req.params.id}.xlsx"`,
        )
        .send(await exportCarrierSettingLogs(req.ctx, req.params.id)),
  );
};
