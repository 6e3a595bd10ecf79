import multipart from '@fastify/multipart';
import {
  dataResponse,
  idParam,
  listResponse,
  ZPaymentProof,
  ZPaymentProofRejectBody,
  ZPaymentProofStatusFilter,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { approvePaymentProof, rejectPaymentProof } from './payment-proof-review.service';
import { sendPaymentProof } from './payment-proof-send.service';
import { PROOF_MULTIPART_LIMITS, readProofUpload } from './payment-proof-upload';
import {
  listOwnPaymentProofs,
  listPaymentProofs,
  readPaymentProofFile,
} from './payment-proofs.service';

const tags = ['payment_proofs'];
const review = { model: 'Transaction', action: 'update' } as const;
const one = { 200: dataResponse(ZPaymentProof) };
const listQuery = listQuerySchema({ status: ZPaymentProofStatusFilter });
const fileParams = z.object({
  id: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
});

/** Bank-transfer payment proofs: sent by customers (bank tab), reviewed by staff. */
export const paymentProofsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: PROOF_MULTIPART_LIMITS,
    throwFileSizeLimit: false,
  });
  app.post(
    '/transfer_funds/send_payment_proof',
    {
      config: {
        access: { model: 'Payment', action: 'create' },
        // Each proof writes files and e-mails staff: a loop cannot flood either.
        rateLimit: [{ name: 'payment-proof', max: 20, windowSeconds: 3600, by: 'user' }],
      },
      schema: {
        tags,
        summary:
          'Send a bank transfer proof: files[] (PNG, JPEG or PDF, 5 MB each, up to 5), amount, transaction_date',
        consumes: ['multipart/form-data'],
        response: { 201: dataResponse(ZPaymentProof) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await sendPaymentProof(req.ctx, await readProofUpload(req)) }),
  );
  app.get(
    '/transfer_funds/payment_proofs',
    {
      config: { access: { model: 'Payment', action: 'create' } },
      schema: {
        tags,
        summary: "The caller's account's proofs with their status",
        querystring: listQuery,
        response: { 200: listResponse(ZPaymentProof) },
      },
    },
    async (req) => listOwnPaymentProofs(req.ctx, req.query),
  );
  app.get(
    '/payment_proofs',
    {
      config: { access: review },
      schema: {
        tags,
        summary: 'Proofs to review (where[status]: pending by default, approved, rejected, all)',
        querystring: listQuery,
        response: { 200: listResponse(ZPaymentProof) },
      },
    },
    async (req) => listPaymentProofs(req.ctx, req.query),
  );
  app.get(
    '/payment_proofs/:id/files/:fileId',
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: "A proof's file (staff or the account that sent it)",
        params: fileParams,
      },
    },
    async (req, reply) => {
      const file = await readPaymentProofFile(req.ctx, req.params.id, req.params.fileId);
      // An image may not run anything; a PDF keeps the browser's viewer (which a sandbox blocks).
      if (file.contentType !== 'application/pdf')
        reply.header('content-security-policy', "default-src 'none'; sandbox");
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
  app.post(
    '/payment_proofs/:id/approve',
    {
      config: { access: review },
      schema: {
        tags,
        summary: 'Approve: the pending deposit clears (credited once)',
        params: idParam,
        response: one,
      },
    },
    async (req) => ({ data: await approvePaymentProof(req.ctx, req.params.id) }),
  );
  app.post(
    '/payment_proofs/:id/reject',
    {
      config: { access: review },
      schema: {
        tags,
        summary: 'Reject with a reason: the pending deposit is rejected, nothing credited',
        params: idParam,
        body: ZPaymentProofRejectBody,
        response: one,
      },
    },
    async (req) => ({ data: await rejectPaymentProof(req.ctx, req.params.id, req.body) }),
  );
};
