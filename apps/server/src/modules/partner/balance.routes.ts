import { dataResponse, ZBalance } from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBalance } from './balance.service';

/** `GET /balance` for the partner API (issue 22); registered by the API keys plugin. */
export const partnerBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      config: { access: { model: 'Transaction', action: 'read' } },
      schema: {
        tags: ['balance'],
        summary: 'Your balance',
        description:
          'The paying account’s balance and credit line in MXN, as decimal strings. A purchase may take the balance down to minus the credit line.',
        response: { 200: dataResponse(ZBalance) },
      },
    },
    async (req) => ({ data: await getBalance(req.ctx) }),
  );
};
