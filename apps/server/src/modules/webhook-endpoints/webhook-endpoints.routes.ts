import {
  dataResponse,
  idParam,
  listResponse,
  ZListQuery,
  ZOkResponse,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointRequest,
} from '@despacho/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getDelivery,
  listDeliveries,
  resendDelivery,
  testEndpoint,
} from './webhook-deliveries.service';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from './webhook-endpoints.service';

const tags = ['webhooks'];
const access = (action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model: 'Webhook' as const, action },
});
const one = { 200: dataResponse(ZWebhookEndpoint) };
const delivery = { 200: dataResponse(ZWebhookDelivery) };

/** Merchant webhook endpoints, deliveries and resends (issue 22). */
export const webhookEndpointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webhook_endpoints',
    {
      config: access('read'),
      schema: {
        tags,
        summary: "The account's webhook endpoints (at most 10), each with its last delivery",
        response: { 200: dataResponse(z.array(ZWebhookEndpoint)) },
      },
    },
    async (req) => ({ data: await listEndpoints(req.ctx) }),
  );
  app.get(
    '/webhook_endpoints/:id',
    { config: access('read'), schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getEndpoint(req.ctx, req.params.id) }),
  );
  app.post(
    '/webhook_endpoints',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Register an endpoint; the reply carries its signing secret, shown this once',
        body: ZWebhookEndpointRequest,
        response: { 201: dataResponse(ZWebhookEndpoint) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createEndpoint(req.ctx, req.body.webhook_endpoint) }),
  );
  app.put(
    '/webhook_endpoints/:id',
    {
      config: access('update'),
      schema: { tags, params: idParam, body: ZWebhookEndpointRequest, response: one },
    },
    async (req) => ({
      data: await updateEndpoint(req.ctx, req.params.id, req.body.webhook_endpoint),
    }),
  );
  app.delete(
    '/webhook_endpoints/:id',
    {
      config: access('destroy'),
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteEndpoint(req.ctx, req.params.id) }),
  );
  app.post(
    '/webhook_endpoints/:id/rotate_secret',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'A new signing secret, shown this once; later deliveries are signed with it',
        params: idParam,
        response: one,
      },
    },
    async (req) => ({ data: await rotateSecret(req.ctx, req.params.id) }),
  );
  app.post(
    '/webhook_endpoints/:id/test',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Send a signed `ping` event now (one attempt) and answer the delivery',
        params: idParam,
        response: delivery,
      },
    },
    async (req) => ({ data: await testEndpoint(req.ctx, req.params.id) }),
  );
  app.get(
    '/webhook_endpoints/:id/deliveries',
    {
      config: access('read'),
      schema: {
        tags,
        summary: "An endpoint's delivery log, newest first",
        params: idParam,
        querystring: ZListQuery,
        response: { 200: listResponse(ZWebhookDelivery) },
      },
    },
    async (req) => listDeliveries(req.ctx, req.params.id, req.query),
  );
  app.get(
    '/webhook_deliveries/:id',
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'A delivery with the exact body sent',
        params: idParam,
        response: delivery,
      },
    },
    async (req) => ({ data: await getDelivery(req.ctx, req.params.id) }),
  );
  app.post(
    '/webhook_deliveries/:id/resend',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Send a finished delivery again now: same body and event id, fresh signature',
        params: idParam,
        response: delivery,
      },
    },
    async (req) => ({ data: await resendDelivery(req.ctx, req.params.id) }),
  );
};
