import {
  idParam,
  listResponse,
  ZOkResponse,
  ZStore,
  ZStoreConnectReply,
  ZStoreRequest,
  ZStoreReturnRequest,
  ZSyncReply,
} from '@despacho/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { retryFulfilment } from './store-fulfilment.service';
import { completeOauthReturn } from './store-oauth.service';
import { syncStores } from './store-sync.service';
import { createStore, deleteStore, getStore, listStores, reauthorizeStore } from './stores.service';

const tags = ['stores'];
/** A sync reads every store of the account: counted per paying account (sub-users share it). */
const byAccount = (req: FastifyRequest) => {
  const actor = req.ctx?.actor;
  return actor ? String(actor.parentId ?? actor.id) : undefined;
};
const on = (action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model: 'Store' as const, action },
});
const ZStoreListQuery = listQuerySchema({ user_id: z.coerce.number().int().positive() });
const ZSyncRequest = z.object({ store_id: z.coerce.number().int().positive().nullish() }).nullish();

/** Online stores (spec 2 Stores): connect, authorize, list, remove; orders in; labels back. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stores',
    {
      config: on('read'),
      schema: {
        tags,
        summary: "The caller's stores (staff: the tenant's, where[user_id])",
        querystring: ZStoreListQuery,
        response: { 200: listResponse(ZStore) },
      },
    },
    async (req) => listStores(req.ctx, req.query),
  );
  app.get(
    '/stores/:id',
    {
      config: on('read'),
      schema: { tags, params: idParam, response: { 200: z.object({ store: ZStore }) } },
    },
    async (req) => ({ store: await getStore(req.ctx, req.params.id) }),
  );
  app.post(
    '/stores',
    {
      config: on('create'),
      schema: {
        tags,
        summary:
          'Connect a store: OAuth providers answer params.url; WooCommerce is tested and saved',
        body: ZStoreRequest,
        response: { 201: ZStoreConnectReply },
      },
    },
    async (req, reply) => reply.code(201).send(await createStore(req.ctx, req.body.store)),
  );
  app.post(
    '/stores/oauth_return',
    {
      config: on('create'),
      schema: {
        tags,
        summary: "The provider's return (its query as it came): signature, state, code exchange",
        body: ZStoreReturnRequest,
        response: { 200: z.object({ store: ZStore }) },
      },
    },
    async (req) => completeOauthReturn(req.ctx, req.body as never),
  );
  app.post(
    '/stores/:id/reauthorize',
    {
      config: on('update'),
      schema: { tags, params: idParam, response: { 200: ZStoreConnectReply } },
    },
    async (req) => reauthorizeStore(req.ctx, req.params.id),
  );
  app.delete(
    '/stores/:id',
    { config: on('destroy'), schema: { tags, params: idParam } },
    async (req, reply) => {
      await deleteStore(req.ctx, req.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/shipments/syncs',
    {
      config: {
        ...on('update'),
        rateLimit: [{ name: 'store-sync', max: 10, windowSeconds: 60, by: byAccount }],
      },
      schema: {
        tags: ['shipments', ...tags],
        summary:
          "Read the caller's connected stores' paid orders into shipments (or body store_id)",
        body: ZSyncRequest,
        response: { 200: ZSyncReply },
      },
    },
    async (req) => syncStores(req.ctx, req.body ?? undefined),
  );
  app.post(
    '/shipments/:id/fulfilment',
    {
      config: on('read'),
      schema: {
        tags: ['shipments', ...tags],
        summary: 'Send the bought label to the store order again (queued)',
        params: idParam,
        response: { 202: ZOkResponse },
      },
    },
    async (req, reply) => {
      await retryFulfilment(req.ctx, req.params.id);
      return reply.code(202).send({ data: { ok: true as const } });
    },
  );
};
