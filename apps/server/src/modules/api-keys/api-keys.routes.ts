import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Partner API keys (spec 1 External APIs, issue 22). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async () => {};
