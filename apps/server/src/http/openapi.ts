import swagger from '@fastify/swagger';
import { APP_VERSION } from '@despacho/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod contracts the routes validate with. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Despacho API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get(
    '/docs/json',
    { config: { tenant: false, access: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
