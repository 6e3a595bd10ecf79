import multipart from '@fastify/multipart';
import { dataResponse, ZCsd } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSD_MULTIPART_LIMITS, readCsdUpload } from './csd-upload';
import { currentCsd, uploadCsd } from './csds.service';

const tags = ['csds'];

/** The tenant's CSD (spec 1 §2): staff see the current one and replace it. */
export const csdsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: CSD_MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.get(
    '/csds',
    {
      config: { access: { model: 'Csd', action: 'read' } },
      schema: {
        tags,
        summary:
          'The current CSD: RFC, NoCertificado, dates and the expiry warning (never the key)',
        response: { 200: dataResponse(ZCsd.nullable()) },
      },
    },
    async (req) => ({ data: await currentCsd(req.ctx) }),
  );
  app.post(
    '/csds',
    {
      config: { access: { model: 'Csd', action: 'create' } },
      schema: {
        tags,
        summary:
          'Upload the CSD: csd[certificate] (.cer), csd[private_key] (.key), csd[password]; replaces the current one',
        consumes: ['multipart/form-data'],
        response: { 201: dataResponse(ZCsd) },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await uploadCsd(req.ctx, await readCsdUpload(req)) }),
  );
};
