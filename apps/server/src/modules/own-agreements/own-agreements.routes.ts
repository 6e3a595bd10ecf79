import {
  dataResponse,
  idParam,
  ZOkResponse,
  ZOwnAgreement,
  ZOwnAgreementCreate,
  ZOwnAgreementProvider,
  ZOwnAgreementStatus,
  ZOwnAgreementUpdate,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOwnAgreement,
  deleteOwnAgreement,
  setOwnAgreementStatus,
  updateOwnAgreement,
} from './own-agreement-writes';
import {
  getOwnAgreement,
  listOwnAgreementProviders,
  listOwnAgreements,
} from './own-agreements.service';

const tags = ['own agreements'];
const access = (action: 'read' | 'create' | 'update' | 'destroy') => ({
  access: { model: 'OwnAgreement' as const, action },
});

/**
 * Own agreements (issue 19): a customer's carrier accounts with their own credentials, tested
 * with the carrier on every save. Only with the setting `user_own_agreements` = '1' (else 403).
 */
export const ownAgreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/own_agreements/providers',
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Providers a customer may contract with: credential fields and service types',
        response: { 200: z.object({ data: z.array(ZOwnAgreementProvider) }) },
      },
    },
    async (req) => ({ data: await listOwnAgreementProviders(req.ctx) }),
  );
  app.get(
    '/own_agreements',
    {
      config: access('read'),
      schema: {
        tags,
        summary: "The caller's own agreements; staff may name a customer with user_id",
        querystring: z.object({ user_id: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ data: z.array(ZOwnAgreement) }) },
      },
    },
    async (req) => ({ data: await listOwnAgreements(req.ctx, req.query.user_id) }),
  );
  app.get(
    '/own_agreements/:id',
    {
      config: access('read'),
      schema: { tags, params: idParam, response: { 200: dataResponse(ZOwnAgreement) } },
    },
    async (req) => ({ data: await getOwnAgreement(req.ctx, req.params.id) }),
  );
  app.post(
    '/own_agreements',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Add one; the credentials are tested with the carrier before anything is saved',
        body: z.object({ own_agreement: ZOwnAgreementCreate }),
        response: { 201: dataResponse(ZOwnAgreement) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createOwnAgreement(req.ctx, req.body.own_agreement) }),
  );
  app.put(
    '/own_agreements/:id',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'New credentials (`*****` keeps a secret) and services; tested again',
        params: idParam,
        body: z.object({ own_agreement: ZOwnAgreementUpdate }),
        response: { 200: dataResponse(ZOwnAgreement) },
      },
    },
    async (req) => ({
      data: await updateOwnAgreement(req.ctx, req.params.id, req.body.own_agreement),
    }),
  );
  app.put(
    '/own_agreements/:id/status',
    {
      config: access('update'),
      schema: {
        tags,
        summary: 'Suspend or activate',
        params: idParam,
        body: ZOwnAgreementStatus,
        response: { 200: dataResponse(ZOwnAgreement) },
      },
    },
    async (req) => ({
      data: await setOwnAgreementStatus(req.ctx, req.params.id, req.body.status),
    }),
  );
  app.delete(
    '/own_agreements/:id',
    {
      config: access('destroy'),
      schema: {
        tags,
        summary: 'Delete (kept, marked deleted, when shipments point at it)',
        params: idParam,
        response: { 200: ZOkResponse },
      },
    },
    async (req) => ({ data: await deleteOwnAgreement(req.ctx, req.params.id) }),
  );
};
