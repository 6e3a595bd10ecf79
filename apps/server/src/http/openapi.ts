import swagger from '@fastify/swagger';
import { API_PREFIX, APP_VERSION } from '@despacho/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { partnerRoute } from '../modules/partner/partner-routes';

type OpenApiDocument = Exclude<ReturnType<FastifyInstance['swagger']>, string>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Who a route is for. Partners read only `partner`; the rest is the product's own plumbing:
 * `webhook` receivers are called by payment gateways, `mock` servers exist only in demo mode,
 * `internal` covers the web pages, the dev mailbox and this document itself.
 */
export type Audience = 'partner' | 'webhook' | 'mock' | 'internal';

export function audienceOf(url: string, hidden: boolean): Audience {
  if (url.startsWith('/__mocks/')) return 'mock';
  if (url.startsWith(`${API_PREFIX}/webhooks/`)) return 'webhook';
  if (
    hidden ||
    !url.startsWith(`${API_PREFIX}/`) ||
    url.startsWith(`${API_PREFIX}/dev/`) ||
    url.startsWith(`${API_PREFIX}/docs/`)
  )
    return 'internal';
  return 'partner';
}

function audienceOfInput(input: TransformInput): Audience {
  const schema = input.schema as { hide?: boolean } | undefined;
  return audienceOf(input.url, !!schema?.hide);
}

/** An upload route reads its form itself (no body schema): the document still says so. */
const UPLOAD_FORM = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
};

function toOpenApi(input: TransformInput, schema: Record<string, unknown>) {
  const out = jsonSchemaTransform({ ...input, schema } as TransformInput);
  const consumes = schema.consumes as string[] | undefined;
  const upload = !schema.body && consumes?.includes('multipart/form-data');
  return {
    ...out,
    schema: { ...(out.schema as object), ...(upload ? { body: UPLOAD_FORM } : {}) },
  };
}

/** The zod schemas as OpenAPI, `hide` ignored, each operation marked with its audience. */
function everyRoute(input: TransformInput) {
  const { hide: _hide, ...schema } = (input.schema ?? {}) as Record<string, unknown>;
  const out = toOpenApi(input, schema);
  return { ...out, schema: { ...out.schema, 'x-audience': audienceOfInput(input) } };
}

const methodOf = (input: TransformInput) => ([] as string[]).concat(input.route.method)[0] ?? '';

/** Either credential a partner sends: a session token or an API key, as Bearer or X-Api-Key. */
const PARTNER_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];

/**
 * The partners' view: exactly the partner API's allowlist (modules/partner/partner-routes.ts),
 * each operation named (`operationId`) and secured by a key unless it is public.
 */
function partnerRoutes(input: TransformInput) {
  const flags = partnerRoute(methodOf(input), input.url);
  if (audienceOfInput(input) !== 'partner' || !flags)
    return { schema: { hide: true }, url: input.url };
  const out = toOpenApi(input, (input.schema ?? {}) as Record<string, unknown>);
  const isPublic = (input.route.config as { access?: unknown } | undefined)?.access === 'public';
  return {
    ...out,
    schema: {
      ...out.schema,
      summary: (out.schema as { summary?: string }).summary ?? flags.summary,
      operationId: flags.operationId,
      ...(isPublic ? { security: [] } : { security: PARTNER_SECURITY }),
    },
  };
}

const info = { title: 'Despacho API', version: APP_VERSION };
const components = {
  securitySchemes: {
    bearer: {
      type: 'http' as const,
      scheme: 'bearer',
      description: 'An API key (`dsp_live_…`, `dsp_test_…` in demo mode) or a session token',
    },
    apiKey: {
      type: 'apiKey' as const,
      in: 'header' as const,
      name: 'X-Api-Key',
      description: 'An API key, as an alternative to `Authorization: Bearer <key>`',
    },
  },
};

/**
 * OpenAPI generated from the same zod contracts the routes validate with, twice: `swagger()` is
 * the partner document served at /docs/json; `openApiAll()` has every route the app serves
 * (hidden ones, webhooks, demo mocks, web pages) for audits such as the fuzz test. Registered
 * before anything else so no route escapes either list. Each is built on first use only.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { openapi: { info, components }, transform: partnerRoutes });
  await app.register(swagger, {
    openapi: { info, components },
    transform: everyRoute,
    decorator: 'openApiAll',
    exposeHeadRoutes: false,
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get(
    '/docs/json',
    { config: { tenant: false, access: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route, partner or not, as one OpenAPI document (see installOpenApi). */
    openApiAll: () => OpenApiDocument;
  }
}
