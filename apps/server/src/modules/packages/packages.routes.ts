import {
  dataResponse,
  idParam,
  listResponse,
  ZListQuery,
  ZOkResponse,
  ZPackage,
  ZPackageRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPackage,
  deletePackage,
  getPackage,
  listPackages,
  updatePackage,
} from './packages.service';

const tags = ['packages'];
const access = (action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model: 'Package' as const, action },
});
const one = { 200: dataResponse(ZPackage) };

/** The account's package templates (spec 2 §2 Packages). */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/packages',
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Package templates, by name (order name|created_at asc|desc)',
        querystring: ZListQuery,
        response: { 200: listResponse(ZPackage) },
      },
    },
    async (req) => listPackages(req.ctx, req.query),
  );
  app.get(
    '/packages/:id',
    { config: access('read'), schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getPackage(req.ctx, req.params.id) }),
  );
  app.post(
    '/packages',
    {
      config: access('create'),
      schema: { tags, body: ZPackageRequest, response: { 201: dataResponse(ZPackage) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createPackage(req.ctx, req.body.package) }),
  );
  app.put(
    '/packages/:id',
    {
      config: access('update'),
      schema: { tags, params: idParam, body: ZPackageRequest, response: one },
    },
    async (req) => ({ data: await updatePackage(req.ctx, req.params.id, req.body.package) }),
  );
  app.delete(
    '/packages/:id',
    {
      config: access('destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deletePackage(req.ctx, req.params.id) }),
  );
};
