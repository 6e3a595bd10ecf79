import { idParam, ZOkResponse, ZProviderForm, ZValidatorRequest } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../catalogue/catalogue-messages';
import {
  deleteProvider,
  deleteValidator,
  findValidator,
  listAllProviders,
  listValidators,
  providerEnums,
  saveProvider,
  saveValidator,
} from './providers-admin.service';

const ZProviderOut = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  visible: z.boolean(),
  own_agreements: z.boolean(),
  supports_insurance: z.boolean(),
  supports_pickup: z.boolean(),
  service_types: z.array(z.object({ code: z.string(), name: z.string() })),
});
const ZValidatorOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['active', 'suspended']),
});
const ZProviderRequest = z.object({ provider: ZProviderForm });
const tags = ['providers'];

/** Providers (developers manage; admins read) and validators (developers), spec 3 §8. */
export const providersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = (action: 'read' | 'create' | 'update' | 'destroy') => ({
    access: { model: 'Provider' as const, action },
  });
  const v = (action: 'read' | 'create' | 'update' | 'destroy') => ({
    access: { model: 'Validator' as const, action },
  });
  app.get(
    '/providers/all',
    {
      config: p('read'),
      schema: { tags, response: { 200: z.object({ data: z.array(ZProviderOut) }) } },
    },
    async (req) => ({ data: await listAllProviders(req.ctx) }),
  );
  app.get(
    '/providers/:id/enums',
    {
      config: p('read'),
      schema: {
        tags,
        summary: "The provider's service types",
        params: idParam,
        response: { 200: z.object({ data: ZProviderOut.shape.service_types }) },
      },
    },
    async (req) => ({ data: await providerEnums(req.ctx, req.params.id) }),
  );
  app.post(
    '/providers',
    {
      config: p('create'),
      schema: { tags, body: ZProviderRequest, response: { 201: z.object({ data: ZProviderOut }) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await saveProvider(req.ctx, null, req.body.provider) }),
  );
  app.put(
    '/providers/:id',
    {
      config: p('update'),
      schema: {
        tags,
        params: idParam,
        body: ZProviderRequest,
        response: { 200: z.object({ data: ZProviderOut }) },
      },
    },
    async (req) => ({ data: await saveProvider(req.ctx, req.params.id, req.body.provider) }),
  );
  app.delete(
    '/providers/:id',
    { config: p('destroy'), schema: { tags, params: idParam, response: { 200: ZOkResponse } } },
    async (req) => ({ data: await deleteProvider(req.ctx, req.params.id) }),
  );
  app.get(
    '/validators',
    {
      config: v('read'),
      schema: {
        tags: ['validators'],
        response: { 200: z.object({ data: z.array(ZValidatorOut) }) },
      },
    },
    async (req) => ({ data: await listValidators(req.ctx) }),
  );
  app.get(
    '/validators/:id',
    {
      config: v('read'),
      schema: {
        tags: ['validators'],
        params: idParam,
        response: { 200: z.object({ data: ZValidatorOut }) },
      },
    },
    async (req) => ({ data: await findValidator(req.ctx, req.params.id) }),
  );
  app.post(
    '/validators',
    {
      config: v('create'),
      schema: {
        tags: ['validators'],
        body: ZValidatorRequest,
        response: { 201: z.object({ data: ZValidatorOut }) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await saveValidator(req.ctx, null, req.body.validator) }),
  );
  app.put(
    '/validators/:id',
    {
      config: v('update'),
      schema: {
        tags: ['validators'],
        params: idParam,
        body: ZValidatorRequest,
        response: { 200: z.object({ data: ZValidatorOut }) },
      },
    },
    async (req) => ({ data: await saveValidator(req.ctx, req.params.id, req.body.validator) }),
  );
  app.delete(
    '/validators/:id',
    {
      config: v('destroy'),
      schema: { tags: ['validators'], params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteValidator(req.ctx, req.params.id) }),
  );
};
