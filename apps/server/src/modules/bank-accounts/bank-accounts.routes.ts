import {
  dataResponse,
  idParam,
  listResponse,
  ZBankAccount,
  ZBankAccountRequest,
  ZOkResponse,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import {
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  updateBankAccount,
} from './bank-accounts.service';

const tags = ['bank_accounts'];
const one = { 200: dataResponse(ZBankAccount) };

export const bankAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bank_accounts',
    {
      config: { access: { model: 'BankAccount', action: 'read' } },
      schema: {
        tags,
        querystring: listQuerySchema(),
        response: { 200: listResponse(ZBankAccount) },
      },
    },
    async (req) => listBankAccounts(req.ctx, req.query),
  );
  app.get(
    '/bank_accounts/:id',
    {
      config: { access: { model: 'BankAccount', action: 'read' } },
      schema: { tags, params: idParam, response: one },
    },
    async (req) => ({ data: await getBankAccount(req.ctx, req.params.id) }),
  );
  app.post(
    '/bank_accounts',
    {
      config: { access: { model: 'BankAccount', action: 'create' } },
      schema: { tags, body: ZBankAccountRequest, response: { 201: dataResponse(ZBankAccount) } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createBankAccount(req.ctx, req.body.bank_account) }),
  );
  app.put(
    '/bank_accounts/:id',
    {
      config: { access: { model: 'BankAccount', action: 'update' } },
      schema: { tags, params: idParam, body: ZBankAccountRequest, response: one },
    },
    async (req) => ({
      data: await updateBankAccount(req.ctx, req.params.id, req.body.bank_account),
    }),
  );
  app.delete(
    '/bank_accounts/:id',
    {
      config: { access: { model: 'BankAccount', action: 'destroy' } },
      schema: { tags, params: idParam, response: { 200: ZOkResponse } },
    },
    async (req) => ({ data: await deleteBankAccount(req.ctx, req.params.id) }),
  );
};
