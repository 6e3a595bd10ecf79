import { dataResponse, idParam, ZApiKey, ZApiKeyRequest, ZOkResponse } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerBalanceRoutes } from '../partner/balance.routes';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys.service';

const tags = ['api_keys'];
const access = (action: 'read' | 'create' | 'destroy') => ({
  access: { model: 'ApiKey' as const, action },
});

/**
 * Partner API keys (spec 1 External APIs, issue 22). Session only: a key never manages keys
 * (request-context answers api_key_route_forbidden), so these are not in the partner document.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api_keys',
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Your API keys, the key masked',
        response: { 200: z.object({ data: z.array(ZApiKey) }) },
      },
    },
    async (req) => ({ data: await listApiKeys(req.ctx) }),
  );
  app.post(
    '/api_keys',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Generates a key (shown once) and deletes your other keys',
        body: ZApiKeyRequest,
        response: { 201: dataResponse(ZApiKey) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createApiKey(req.ctx, req.body.api_key) }),
  );
  app.delete(
    '/api_keys/:id',
    {
      config: access('destroy'),
      schema: {
        tags,
        summary: 'Deletes one of your keys',
        params: idParam,
        response: { 200: ZOkResponse },
      },
    },
    async (req) => ({ data: await deleteApiKey(req.ctx, req.params.id) }),
  );
  await app.register(partnerBalanceRoutes);
};
