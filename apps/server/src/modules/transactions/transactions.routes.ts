import {
  dataResponse,
  idParam,
  listResponse,
  ZTransaction,
  ZTransactionAccount,
  ZTransactionCreateRequest,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { exportUserTransactions, XLSX_TYPE } from './transactions-export';
import { wrapLegacyTransactionBody } from './transactions-legacy-body';
import { createTransaction, listTransactions, listUserTransactions } from './transactions.service';

const tags = ['transactions'];
const read = { access: { model: 'Transaction', action: 'read' } } as const;

const number = () =>
  z.coerce
    .number({ error: 'v.number' })
    .int({ error: 'v.integer' })
    .min(1, { error: 'v.too_small' })
    .max(2_147_483_647, { error: 'v.too_big' });

/** The lists' filters (spec 3 §2, §7): validated, unknown ones dropped. */
export const TRANSACTION_FILTERS = {
  shipment_number: number(),
  tracking_number: z.string().trim().max(40, { error: 'v.max_length' }),
  id: number(),
  user_id: number(),
};
const ZTransactionListQuery = listQuerySchema(TRANSACTION_FILTERS);

/** Transactions: the ledger's rows for staff and customers, and staff movements (spec 3). */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    {
      config: read,
      schema: {
        tags,
        summary: 'The tenant’s ledger (staff) or the caller’s account’s',
        querystring: ZTransactionListQuery,
        response: { 200: listResponse(ZTransaction) },
      },
    },
    async (req) => listTransactions(req.ctx, req.query),
  );
  app.post(
    '/transactions',
    {
      config: { access: { model: 'Transaction', action: 'create' } },
      preValidation: wrapLegacyTransactionBody,
      schema: {
        tags,
        summary: 'A cleared deposit or withdrawal on a user’s balance (staff)',
        description:
          'Body `{transaction: {user_id, amount, transaction_type, description}}`. The unwrapped ' +
          'body is deprecated (answered with Deprecation and Sunset headers) until 2027-06-01.',
        body: ZTransactionCreateRequest,
        response: { 201: dataResponse(ZTransaction) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createTransaction(req.ctx, req.body.transaction) }),
  );
  app.get(
    '/users/:id/transactions',
    {
      config: read,
      schema: {
        tags,
        summary: 'One user’s transactions, with the user (staff)',
        params: idParam,
        querystring: ZTransactionListQuery,
        response: { 200: listResponse(ZTransaction).extend({ user: ZTransactionAccount }) },
      },
    },
    async (req) => listUserTransactions(req.ctx, req.params.id, req.query),
  );
  app.get(
    '/users/:id/transactions/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'One user’s transactions as .xlsx (developers)',
        params: idParam,
        querystring: ZTransactionListQuery,
      },
    },
    async (req, reply) => {
      const { filename, stream } = await exportUserTransactions(req.ctx, req.params.id, req.query);
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${filename.ascii}"; filename*=UTF-8''${encodeURIComponent(filename.utf8)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
