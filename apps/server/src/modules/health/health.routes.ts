import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

const ZHealth = z.object({
  data: z.object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) }),
});

/** 200 when the database answers, 503 when it does not (load balancers read the status). */
export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { tenant: false, access: 'public' },
        schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } },
      },
      async (req, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { data: { status: 'ok' as const, database: 'up' as const } };
        } catch (err) {
          req.log.error({ err }, 'health: database unreachable');
          return reply.status(503).send({ data: { status: 'error', database: 'down' } });
        }
      },
    );
  };
}
