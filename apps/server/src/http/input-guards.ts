import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Deeper than any form or gateway notification; deep enough input overflows the stack later. */
export const MAX_JSON_DEPTH = 32;

/** Where a NUL character hides in parsed input, as field names the forms use. */
function nulFields(value: unknown, path: string[], out: string[], depth = 0): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path.join('.') || 'base');
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) out.push([...path, key.split('\u0000').join('')].join('.'));
    else nulFields(child, [...path, key], out, depth + 1);
  }
}

/** `{ user: {...} }`: field names drop the model wrapper, as every validation error does. */
function unwrapped(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const entries = Object.entries(body);
    if (entries.length === 1 && entries[0]![1] && typeof entries[0]![1] === 'object') {
      return entries[0]![1];
    }
  }
  return body;
}

/** Whether a parsed JSON value nests arrays/objects deeper than `max` (iterative: no recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused, empty body an error), plus a depth
 * limit: a body of 5,000 nested arrays parses fine and then overflows the stack wherever it is
 * next walked (the JSON column of a stored webhook), so it is refused here as malformed.
 */
function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err);
      if (nestedDeeperThan(value, MAX_JSON_DEPTH))
        return done(
          new AppError('malformed_request', undefined, { params: { reason: 'too_deep' } }),
        );
      done(null, value);
    });
  });
}

/** RFC 2046: a boundary is 1 to 70 characters; busboy cannot read a form without one. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?:\s*;|\s*$)/i;

function multipartWithoutBoundary(req: FastifyRequest): boolean {
  const type = req.headers['content-type'];
  if (!type || !/^multipart\/form-data\b/i.test(type)) return false;
  return !BOUNDARY.test(type);
}

/**
 * Input no handler can use is refused before any handler runs, instead of failing deep inside
 * as a 500: JSON nested too deep, a multipart form without a usable boundary, and NUL
 * characters (PostgreSQL cannot store them in text), the last per field.
 */
export function installInputGuards(app: FastifyInstance): void {
  installJsonParser(app);
  app.addHook('preValidation', async (req) => {
    if (multipartWithoutBoundary(req))
      throw new AppError('unsupported_media_type', undefined, { params: { reason: 'boundary' } });
    const fields: string[] = [];
    nulFields(unwrapped(req.body), [], fields);
    nulFields(req.query, [], fields);
    nulFields(req.params, [], fields);
    if (fields.length) {
      throw new AppError('validation_failed', undefined, {
        fields: Object.fromEntries(fields.map((f) => [f, ['v.control_characters']])),
      });
    }
  });
}
