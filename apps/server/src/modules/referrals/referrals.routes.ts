import { listResponse, ZReferral } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { listReferrals } from './referrals.service';

/** Referrals (spec 1 §2): the users who signed up with the caller's code. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/referrals',
    {
      config: { access: { model: 'Referral', action: 'read' } },
      schema: {
        tags: ['referrals'],
        summary: 'Users who signed up with the caller’s referral code, with their label spending',
        querystring: listQuerySchema(),
        response: { 200: listResponse(ZReferral) },
      },
    },
    async (req) => listReferrals(req.ctx, req.query),
  );
};
