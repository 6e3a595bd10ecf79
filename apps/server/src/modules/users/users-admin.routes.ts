import {
  dataResponse,
  idParam,
  listResponse,
  USER_LIST_FILTERS,
  USER_SEARCH_FIELDS,
  ZAddSubUserRequest,
  ZAdminUser,
  ZFiscalVerifiedRequest,
  ZOkResponse,
  ZSubUsersQuery,
  ZUserCreateRequest,
  ZUserUpdateRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { addSubUser, listSubUsersOf, removeSubUser } from './sub-users.service';
import {
  confirmUserEmail,
  createUser,
  getUser,
  listUsers,
  setFiscalDataVerified,
  updateUserAdmin,
} from './users-admin.service';

const tags = ['users'];
const one = { 200: dataResponse(ZAdminUser) };
const read = { access: { model: 'User', action: 'read' } } as const;
const update = { access: { model: 'User', action: 'update' } } as const;
const listQuery = listQuerySchema(USER_LIST_FILTERS).extend({
  search_field: z.enum(USER_SEARCH_FIELDS, { error: 'v.invalid_value' }).default('email'),
});
const subUserParams = z.object({
  id: z.coerce.number().int().positive(),
  subId: z.coerce.number().int().positive(),
});

/** The users back office (spec 3 §2 "Users", §7): staff list, form, status, sub-users. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: read,
      schema: { tags, querystring: listQuery, response: { 200: listResponse(ZAdminUser) } },
    },
    async (req) => listUsers(req.ctx, req.query),
  );
  app.get(
    '/users/:id',
    { config: read, schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await getUser(req.ctx, req.params.id) }),
  );
  app.post(
    '/users',
    {
      config: { access: { model: 'User', action: 'create' } },
      schema: { tags, body: ZUserCreateRequest, response: { 201: dataResponse(ZAdminUser) } },
    },
    async (req, reply) => reply.code(201).send({ data: await createUser(req.ctx, req.body.user) }),
  );
  app.put(
    '/users/:id',
    { config: update, schema: { tags, params: idParam, body: ZUserUpdateRequest, response: one } },
    async (req) => ({ data: await updateUserAdmin(req.ctx, req.params.id, req.body.user) }),
  );
  app.post(
    '/users/:id/confirm_email',
    { config: update, schema: { tags, params: idParam, response: one } },
    async (req) => ({ data: await confirmUserEmail(req.ctx, req.params.id) }),
  );
  app.put(
    '/users/:id/fiscal_data_verified',
    {
      config: update,
      schema: { tags, params: idParam, body: ZFiscalVerifiedRequest, response: one },
    },
    async (req) => ({
      data: await setFiscalDataVerified(req.ctx, req.params.id, req.body.value),
    }),
  );
  app.get(
    '/subusers',
    {
      config: read,
      schema: { tags, querystring: ZSubUsersQuery, response: { 200: listResponse(ZAdminUser) } },
    },
    async (req) => listSubUsersOf(req.ctx, req.query),
  );
  app.post(
    '/users/:id/subusers',
    {
      config: update,
      schema: {
        tags,
        params: idParam,
        body: ZAddSubUserRequest,
        response: { 201: dataResponse(ZAdminUser) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await addSubUser(req.ctx, req.params.id, req.body.email) }),
  );
  app.delete(
    '/users/:id/subusers/:subId',
    { config: update, schema: { tags, params: subUserParams, response: { 200: ZOkResponse } } },
    async (req) => ({ data: await removeSubUser(req.ctx, req.params.id, req.params.subId) }),
  );
};
