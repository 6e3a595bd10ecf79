import {
  dataResponse,
  idParam,
  listResponse,
  MANUAL_LABEL_MAX_BYTES,
  ZShipment,
} from '@despacho/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { SHIPMENT_FILTERS } from '../shipments/shipments.routes';
import { readManualLabel } from './manual-label-upload';
import { listManualShipments, uploadManualLabel } from './manual-shipments.service';

const tags = ['manual-shipments'];
const { source: _source, ...filters } = SHIPMENT_FILTERS;
const ZManualShipmentListQuery = listQuerySchema(filters);

/** Manual shipments (spec 2 "Manual shipments"): their list and the label upload. */
export const manualShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One PDF (10 MB; a larger one is read no further) and the form's text fields.
  await app.register(multipart, {
    limits: { fileSize: MANUAL_LABEL_MAX_BYTES, files: 1, fields: 4 },
  });
  app.get(
    '/manual_shipments',
    {
      config: { access: { model: 'ManualShipment', action: 'read' } },
      schema: {
        tags,
        summary: 'The tenant’s manual shipments (source manual), newest first, 10 a page',
        querystring: ZManualShipmentListQuery,
        response: { 200: listResponse(ZShipment) },
      },
    },
    async (req) => listManualShipments(req.ctx, req.query),
  );
  app.post(
    '/shipments/:id/upload_label',
    {
      config: { access: { model: 'ManualShipment', action: 'create' } },
      schema: {
        tags,
        summary:
          'Uploads a manual shipment’s carrier label (multipart files[]: a PDF up to 10 MB, tracking_number: digits); again to replace it',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: dataResponse(ZShipment) },
      },
    },
    async (req) => ({
      data: await uploadManualLabel(req.ctx, req.params.id, await readManualLabel(req)),
    }),
  );
};
