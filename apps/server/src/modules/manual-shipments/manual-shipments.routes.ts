import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 21: the routes of this area (filled in by its module). */
export const manualShipmentsRoutes: FastifyPluginAsyncZod = async () => {};
