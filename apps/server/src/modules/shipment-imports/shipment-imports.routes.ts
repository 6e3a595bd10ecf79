import { dataResponse, idParam, ZShipmentImport } from '@despacho/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { readUpload } from '../../http/upload';
import { XLSX_TYPE } from '../../lib/spreadsheet';
import { MAX_IMPORT_BYTES } from './import-file';
import { shipmentImportExampleCsv, shipmentImportExampleXlsx } from './import-example';
import {
  createShipmentImport,
  getShipmentImport,
  listShipmentImports,
} from './shipment-imports.service';

const tags = ['shipments'];
const one = dataResponse(ZShipmentImport);
/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
const TOO_LARGE = 'v.shipment_import_too_large';

const tooLarge = () =>
  new AppError('payload_too_large', undefined, { fields: { files: [TOO_LARGE] } });

/** Imports are counted per paying account (a sub-user shares their parent's). */
const byAccount = (req: FastifyRequest) =>
  req.ctx?.actor ? String(req.ctx.actor.parentId ?? req.ctx.actor.id) : undefined;

/** Shipments from a spreadsheet (spec 2 "Imports"): upload, progress, the example files. */
export const shipmentImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2 },
  });
  app.post(
    '/shipments/imports',
    {
      config: {
        access: { model: 'Shipment', action: 'create' },
        rateLimit: [{ name: 'shipment-import', max: 30, windowSeconds: 3600, by: byAccount }],
      },
      schema: {
        tags,
        summary: 'Imports shipments from an .xlsx or CSV (multipart files[]); runs as a job',
        consumes: ['multipart/form-data'],
        response: { 202: one },
      },
    },
    async (req, reply) => {
      // A declared length past the limit is refused before a byte of the body is read.
      if (Number(req.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES + ENVELOPE_BYTES)
        throw tooLarge();
      const upload = await readUpload(req, 'files', TOO_LARGE).catch((err: unknown) => {
        throw err instanceof AppError && err.fields.files?.includes(TOO_LARGE) ? tooLarge() : err;
      });
      return reply.code(202).send({ data: await createShipmentImport(req.ctx, upload) });
    },
  );
  app.get(
    '/shipments/imports',
    {
      config: { access: { model: 'Shipment', action: 'read' } },
      schema: {
        tags,
        summary: 'The caller’s 20 latest shipment imports',
        response: { 200: dataResponse(z.array(ZShipmentImport)) },
      },
    },
    async (req) => ({ data: await listShipmentImports(req.ctx) }),
  );
  app.get(
    '/shipments/imports/example.xlsx',
    {
      config: { access: { model: 'Shipment', action: 'create' } },
      schema: { tags, summary: 'The example spreadsheet of a shipment import' },
    },
    async (_req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="envios-ejemplo.xlsx"')
        .send(await shipmentImportExampleXlsx()),
  );
  app.get(
    '/shipments/imports/example.csv',
    {
      config: { access: { model: 'Shipment', action: 'create' } },
      schema: { tags, summary: 'The example CSV of a shipment import' },
    },
    async (_req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="envios-ejemplo.csv"')
        .send(shipmentImportExampleCsv()),
  );
  app.get(
    '/shipments/imports/:id',
    {
      config: { access: { model: 'Shipment', action: 'read' } },
      schema: { tags, params: idParam, response: { 200: one } },
    },
    async (req) => ({ data: await getShipmentImport(req.ctx, req.params.id) }),
  );
};
