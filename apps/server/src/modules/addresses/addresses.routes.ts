import {
  dataResponse,
  idParam,
  listResponse,
  ZImportResult,
  ZListQuery,
  ZOkResponse,
  ZSavedAddress,
  ZSavedAddressRequest,
} from '@despacho/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../http/upload';
import { MAX_SPREADSHEET_BYTES, XLSX_TYPE } from '../../lib/spreadsheet';
import { addressesExample, importAddresses } from './addresses-import';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './addresses.service';

const tags = ['addresses'];
const access = (action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model: 'Address' as const, action },
});
const one = { 200: dataResponse(ZSavedAddress) };

/** The account's address book (spec 2 §2 Saved addresses). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 2 },
  });
  app.get(
    '/addresses',
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Saved addresses, newest first (search from 3 characters)',
        querystring: ZListQuery,
        response: { 200: listResponse(ZSavedAddress) },
      },
    },
    async (req) => listAddresses(req.ctx, req.query),
  );
  app.get(
    '/addresses/example',
    { config: access('read'), schema: { tags, summary: 'The example file of an address import' } },
    async (_req, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="direcciones-ejemplo.xlsx"')
        .send(await addressesExample()),
  );
  app.get(
    '/addresses/:id',
    { config: access('read'), schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getAddress(req.ctx, req.params.id) }),
  );
  app.post(
    '/addresses',
    {
      config: access('create'),
      schema: {
        tags,
        body: ZSavedAddressRequest,
        response: { 201: dataResponse(ZSavedAddress) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createAddress(req.ctx, req.body.address) }),
  );
  app.put(
    '/addresses/:id',
    {
      config: access('update'),
      schema: { tags, params: idParam, body: ZSavedAddressRequest, response: one },
    },
    async (req) => ({ data: await updateAddress(req.ctx, req.params.id, req.body.address) }),
  );
  app.delete(
    '/addresses/:id',
    {
      config: access('destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteAddress(req.ctx, req.params.id) }),
  );
  app.post(
    '/addresses/import',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Add addresses from a CSV or .xlsx (all rows or none)',
        consumes: ['multipart/form-data'],
        response: { 200: dataResponse(ZImportResult) },
      },
    },
    async (req) => {
      const upload = await readUpload(req, 'file');
      return { data: await importAddresses(req.ctx, upload.bytes) };
    },
  );
};
