import multipart from '@fastify/multipart';
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
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/context';
import { listQuerySchema } from '../../http/list-query';
import { readUpload } from '../../http/upload';
import { readCarrierLogo, uploadCarrierLogo } from './carrier-logo.service';
import { exportCarrier, importCarrier } from './carrier-transfer';
import { tenantBySlug } from '../tenants/tenants.service';
import { readServiceLogo } from '../services/services.logo';
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
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 2 } });
  app.get(
    '/carriers/:id/export',
    {
      config: { access: { model: 'Carrier', action: 'destroy' } }, // developers, like delete
      schema: {
        tags,
        summary: 'The carrier, its services and prices as JSON (developers)',
        params: idParam,
      },
    },
    async (req, reply) =>
      reply
        .header('content-disposition', `attachment; filename="paqueteria-${req.params.id}.json"`)
        .send(await exportCarrier(req.ctx, req.params.id)),
  );
  app.post(
    '/carriers/import',
    {
      config: { access: { model: 'Carrier', action: 'destroy' } }, // developers, like delete
      schema: {
        tags,
        summary:
          'A new carrier from an exported JSON file (developers); a bad file changes nothing',
        consumes: ['multipart/form-data'],
        response: { 201: dataResponse(ZCarrier) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ data: await importCarrier(req.ctx, (await readUpload(req, 'file')).bytes) }),
  );
  app.post(
    '/carriers/:id/logo',
    {
      config: { access: { model: 'Carrier', action: 'update' } },
      schema: {
        tags,
        summary: 'Upload the logo (PNG, JPEG or WebP, 1 MB at most; shown at 150 px)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: one,
      },
    },
    async (req) => ({
      data: await uploadCarrierLogo(
        req.ctx,
        req.params.id,
        await readUpload(req, 'logo', 'v.logo_too_large'),
      ),
    }),
  );
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

/**
 * GET branding/{slug}/carriers/{id}/logo and branding/{slug}/services/{id}/logo: public like the
 * tenant's own logo (an <img> sends no token).
 */
export const carrierLogoRoutes =
  (deps: Pick<AppDeps, 'db' | 'config'>): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = { carriers: readCarrierLogo, services: readServiceLogo } as const;
    for (const [kind, read] of Object.entries(readers)) {
      app.get(
        `/branding/:slug/${kind}/:id/logo`,
        {
          config: { tenant: false, access: 'public' },
          schema: {
            tags,
            summary: kind === 'carriers' ? "A carrier's logo" : "A service's logo",
            params: idParam.extend({ slug: z.string().max(40) }),
          },
        },
        async (req, reply) => {
          const tenant = await tenantBySlug(deps.db, req.params.slug.toLowerCase());
          if (!tenant) throw new AppError('not_found');
          const file = await read(deps, tenant.id, req.params.id);
          return reply
            .header('content-type', file.contentType)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('cache-control', 'public, max-age=86400')
            .send(file.bytes);
        },
      );
    }
  };
