import multipart from '@fastify/multipart';
import {
  dataResponse,
  TAX_DOCUMENT_FIELDS,
  ZOwnTaxFiscalDatumReply,
  ZTaxFiscalDatum,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readTaxUpload, TAX_MULTIPART_LIMITS } from './tax-fiscal-data-upload';
import { getTaxFiscalData, readTaxDocument, sendTaxFiscalData } from './tax-fiscal-data.service';

const tags = ['tax_fiscal_data'];
const read = { access: { model: 'TaxFiscalDatum', action: 'read' } } as const;
const userId = z.coerce
  .number({ error: 'v.number' })
  .int({ error: 'v.integer' })
  .min(0, { error: 'v.too_small' })
  .max(2_147_483_647, { error: 'v.too_big' });

/** Tax verification (spec 3): the customer's documents for staff to verify. */
export const taxFiscalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: TAX_MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.post(
    '/tax_fiscal_data',
    {
      config: {
        access: { model: 'TaxFiscalDatum', action: 'create' },
        rateLimit: [{ name: 'tax-fiscal-data', max: 20, windowSeconds: 3600, by: 'user' }],
      },
      schema: {
        tags,
        summary:
          'Send the verification form: tax_fiscal_datum[tax_regime|name|rfc_curp|social_url|services][], doc_image and article_image (PNG, JPEG or PDF, 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: dataResponse(ZTaxFiscalDatum) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await sendTaxFiscalData(req.ctx, await readTaxUpload(req)) }),
  );
  app.get(
    '/tax_fiscal_data',
    {
      config: read,
      schema: {
        tags,
        summary: "A user's request (where[user_id], staff) or the caller's; null when none",
        querystring: z.object({ 'where[user_id]': userId.optional() }),
        response: { 200: ZOwnTaxFiscalDatumReply },
      },
    },
    async (req) => ({ data: await getTaxFiscalData(req.ctx, req.query['where[user_id]']) }),
  );
  app.get(
    '/tax_fiscal_data/:user_id/documents/:field',
    {
      config: read,
      schema: {
        tags,
        summary: "A document of a user's request (0: the caller's own)",
        params: z.object({ user_id: userId, field: z.enum(TAX_DOCUMENT_FIELDS) }),
      },
    },
    async (req, reply) => {
      const file = await readTaxDocument(req.ctx, req.params.user_id, req.params.field);
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
};
