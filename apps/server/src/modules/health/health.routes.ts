import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

const ZHealth = z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('up') }) });

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { config: { tenant: false, access: 'public' }, schema: { tags: ['health'], response: { 200: ZHealth } } },
      async () => {
        await db.execute(sql`select 1`);
        return { data: { status: 'ok' as const, database: 'up' as const } };
      },
    );
  };
}
