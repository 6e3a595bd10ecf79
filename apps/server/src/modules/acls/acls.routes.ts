import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acls } from './acls.service';

export const aclsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/acls',
    {
      config: { access: 'signed_in' },
      schema: { tags: ['auth'], summary: 'Permissions of the signed-in user' },
    },
    async (req) => ({ data: acls(req.ctx) }),
  );
};
