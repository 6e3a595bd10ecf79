import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Analytics for customers and staff (spec 1 Analytics, issue 22). */
export const analyticsRoutes: FastifyPluginAsyncZod = async () => {};
