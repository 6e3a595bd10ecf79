import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

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

/**
 * PostgreSQL cannot store a NUL character in text: such input is refused here, per field, before
 * any handler runs, instead of failing deep in a query as a 500.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
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
