import {
  dataResponse,
  idParam,
  listResponse,
  ZInvoice,
  ZInvoiceCancelBody,
  ZInvoiceCreateRequest,
  ZInvoiceRejectBody,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { cancelInvoice } from './invoice-cancel.service';
import { downloadInvoice } from './invoice-download.service';
import { generateInvoice } from './invoice-generate.service';
import { rejectInvoice } from './invoice-reject.service';
import { createInvoice, listInvoices, requestInvoice } from './invoices.service';

const tags = ['invoices'];
const read = { access: { model: 'Invoice', action: 'read' } } as const;
const staff = { access: { model: 'Invoice', action: 'update' } } as const;
/** Cancelling a stamped CFDI at SAT: admins and up (operators generate and reject only). */
const canceller = { access: { model: 'Invoice', action: 'destroy' } } as const;
const one = { 200: dataResponse(ZInvoice) };

const number = () =>
  z.coerce
    .number({ error: 'v.number' })
    .int({ error: 'v.integer' })
    .min(1, { error: 'v.too_small' })
    .max(2_147_483_647, { error: 'v.too_big' });
const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.date' });

/** The lists' filters (spec 3 §7); user filters only count for staff. */
const ZInvoiceListQuery = listQuerySchema({
  status: z.enum(['pending', 'generated', 'rejected', 'stamping', 'cancelled'], {
    error: 'v.invalid_value',
  }),
  transaction_id: number(),
  user_id: number(),
  user_email: z.string().trim().toLowerCase().max(254, { error: 'v.max_length' }),
  start_date: day(),
  end_date: day(),
});

/** Invoices (spec 3 §2, §4): request, lists, generate, reject, cancel, download. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      config: read,
      schema: {
        tags,
        summary: "The tenant's invoices (staff) or the caller's account's",
        querystring: ZInvoiceListQuery,
        response: { 200: listResponse(ZInvoice) },
      },
    },
    async (req) => listInvoices(req.ctx, req.query),
  );
  app.post(
    '/invoices/request_invoice',
    {
      config: { access: { model: 'Invoice', action: 'create' } },
      schema: {
        tags,
        summary: 'Ask for the invoice of an own cleared deposit of the current month',
        body: ZInvoiceCreateRequest,
        response: { 201: dataResponse(ZInvoice) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await requestInvoice(req.ctx, req.body.transaction_id) }),
  );
  app.post(
    '/invoices',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A pending invoice for a cleared deposit (staff)',
        body: ZInvoiceCreateRequest,
        response: { 201: dataResponse(ZInvoice) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createInvoice(req.ctx, req.body.transaction_id) }),
  );
  app.put(
    '/invoices/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Generate: seal the CFDI 4.0 and stamp it through the PAC (retry when stamping)',
        params: idParam,
        response: one,
      },
    },
    async (req) => ({ data: await generateInvoice(req.ctx, req.params.id) }),
  );
  app.put(
    '/invoices/:id/reject_invoice',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Reject a pending request; the reason is e-mailed to the customer',
        params: idParam,
        body: ZInvoiceRejectBody,
        response: one,
      },
    },
    async (req) => ({ data: await rejectInvoice(req.ctx, req.params.id, req.body) }),
  );
  app.post(
    '/invoices/:id/cancel',
    {
      config: canceller,
      schema: {
        tags,
        summary: "Cancel at SAT with a motive (01 needs the replacing invoice's UUID)",
        params: idParam,
        body: ZInvoiceCancelBody,
        response: one,
      },
    },
    async (req) => ({ data: await cancelInvoice(req.ctx, req.params.id, req.body) }),
  );
  app.post(
    '/invoices/:id/download',
    {
      config: read,
      schema: { tags, summary: '`<id>.zip`: the stamped XML and its PDF', params: idParam },
    },
    async (req, reply) => {
      const { fileName, bytes } = await downloadInvoice(req.ctx, req.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
