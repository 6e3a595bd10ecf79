import {
  dataResponse,
  listResponse,
  ZFiscalDataRequest,
  ZFiscalDatum,
  ZOwnFiscalDatumReply,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { getFiscalDatum, listFiscalData, saveOwnFiscalData } from './fiscal-data.service';

const tags = ['fiscal_data'];
const read = { access: { model: 'FiscalDatum', action: 'read' } } as const;
const save = { access: { model: 'FiscalDatum', action: 'create' } } as const;
/** 0 is "mine" (spec 3 §7: get and save with id 0). */
const idOrZero = z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) });
const ZFiscalDataListQuery = listQuerySchema({
  user_id: z.coerce
    .number({ error: 'v.number' })
    .int({ error: 'v.integer' })
    .min(1, { error: 'v.too_small' })
    .max(2_147_483_647, { error: 'v.too_big' }),
});

/** Fiscal data (spec 3): the customer's own form and the staff view. */
export const fiscalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fiscal_data',
    {
      config: read,
      schema: {
        tags,
        summary: 'Fiscal data: where[user_id] (staff: any user of the tenant; others: their own)',
        querystring: ZFiscalDataListQuery,
        response: { 200: listResponse(ZFiscalDatum) },
      },
    },
    async (req) => listFiscalData(req.ctx, req.query),
  );
  app.get(
    '/fiscal_data/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "One record; id 0 is the caller's own (data null before the first save)",
        params: idOrZero,
        response: { 200: ZOwnFiscalDatumReply },
      },
    },
    async (req) => ({ data: await getFiscalDatum(req.ctx, req.params.id) }),
  );
  app.post(
    '/fiscal_data',
    {
      config: save,
      schema: {
        tags,
        summary: "Save the caller's own fiscal data (created or replaced)",
        body: ZFiscalDataRequest,
        response: { 200: dataResponse(ZFiscalDatum) },
      },
    },
    async (req) => ({ data: await saveOwnFiscalData(req.ctx, req.body.fiscal_datum) }),
  );
  app.put(
    '/fiscal_data/:id',
    {
      config: save,
      schema: {
        tags,
        summary: "Save the caller's own fiscal data (id 0 or the caller's record)",
        params: idOrZero,
        body: ZFiscalDataRequest,
        response: { 200: dataResponse(ZFiscalDatum) },
      },
    },
    async (req) => ({
      data: await saveOwnFiscalData(req.ctx, req.body.fiscal_datum, req.params.id),
    }),
  );
};
