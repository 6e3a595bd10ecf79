import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Merchant webhook endpoints, deliveries and resends (issue 22). */
export const webhookEndpointsRoutes: FastifyPluginAsyncZod = async () => {};
