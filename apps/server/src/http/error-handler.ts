import {
  issuesToFieldErrors,
  localeFromAcceptLanguage,
  validationText,
  type ErrorCode,
  type ErrorResponse,
  type Locale,
} from '@despacho/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, STATUS_BY_CODE } from './app-error';
import { BusyError } from '../lib/semaphore';
import { errorText, type MalformedReason } from './error-messages';

type Issue = z.core.$ZodIssue;

function localeOf(req: FastifyRequest): Locale {
  return req.ctx?.locale ?? localeFromAcceptLanguage(req.headers['accept-language']);
}

/**
 * Errors always go out in the wire shape: the reply's own serializer bypasses the route's
 * response schemas (a webhook's `{outcome}`), which would otherwise turn a 400 into a 500.
 */
function send(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/** A body schema `{ notice: {...} }` has one key: the model wrapper, dropped from field names. */
function wrapperKeyOf(req: FastifyRequest): string | undefined {
  const body = (req.routeOptions.schema as { body?: unknown } | undefined)?.body;
  if (body instanceof z.ZodObject) {
    const keys = Object.keys(body.shape);
    if (keys.length === 1) return keys[0];
  }
  return undefined;
}

function flatten(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).flatMap(([field, list]) =>
    list.map((m) => (field === 'base' ? m : `${field}: ${m}`)),
  );
}

function wordFields(fields: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([f, keys]) => [f, keys.map((k) => validationText(k, locale))]),
  );
}

function fromCode(
  reply: FastifyReply,
  code: ErrorCode,
  locale: Locale,
  status?: number,
  reason?: MalformedReason,
) {
  return send(reply, status ?? STATUS_BY_CODE[code], {
    code,
    messages: [errorText(code, locale, reason ? { reason } : {})],
    errors: {},
  });
}

/**
 * A multipart body that ends early or breaks its own framing, seen while a handler reads the
 * form: Node's "Premature close" when the stream ends inside a part, or busboy's plain Errors
 * (no code, so their words are the only way to tell them apart).
 */
const BROKEN_FORM = /unexpected end of (multipart data|form)|malformed part header/i;

function isBrokenForm(req: FastifyRequest, error: Error): boolean {
  if (req.isMultipart?.() !== true) return false;
  const code = (error as FastifyError).code;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return !code && !(error as FastifyError).statusCode && BROKEN_FORM.test(error.message);
}

/**
 * What the router answers before any route runs (Fastify's `frameworkErrors`): a URL with a
 * broken %-escape, or a path parameter over the length limit. Same wire shape as every error.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(req.headers['accept-language']);
  const reason: MalformedReason =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url_too_long' : 'url';
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void fromCode(reply, 'malformed_request', locale, status, reason);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    const locale = localeOf(req);

    if (error instanceof AppError) {
      const errors = wordFields(error.fields, locale);
      const fieldMessages = flatten(errors);
      if (typeof error.params.seconds === 'number')
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.params.seconds))));
      return send(reply, error.status ?? STATUS_BY_CODE[error.code], {
        code: error.code,
        messages: fieldMessages.length
          ? fieldMessages
          : [errorText(error.code, locale, error.params)],
        errors,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      // The type provider flattens zod issues; rebuild them so the shared wording applies.
      const issues = error.validation.map((v) => ({
        ...(v.params as object),
        code: v.keyword,
        message: v.message,
        path: v.instancePath.split('/').slice(1).filter(Boolean),
      })) as unknown as Issue[];
      const errors = issuesToFieldErrors(
        issues,
        locale,
        context === 'body' ? wrapperKeyOf(req) : undefined,
      );
      return send(reply, 422, { code: 'validation_failed', messages: flatten(errors), errors });
    }

    if (error instanceof BusyError) {
      reply.header('retry-after', '5');
      return fromCode(reply, 'busy', locale);
    }

    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413)
      return fromCode(reply, 'payload_too_large', locale);
    if (
      fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      fe.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
      fe.statusCode === 415
    )
      return fromCode(reply, 'unsupported_media_type', locale);
    if (error instanceof SyntaxError || fe.code?.startsWith('FST_ERR_CTP_')) {
      return fromCode(reply, 'malformed_request', locale, 400);
    }
    if (isBrokenForm(req, error)) return fromCode(reply, 'malformed_request', locale, 400, 'form');
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const code: ErrorCode = fe.statusCode === 404 ? 'not_found' : 'malformed_request';
      return fromCode(reply, code, locale, fe.statusCode);
    }
    // Data exceptions (SQLSTATE class 22: bad encoding, out of range…) come from the input.
    if (/^22/.test(pgCode(error) ?? '')) {
      req.log.warn({ err: error }, 'database refused a value');
      const errors = wordFields({ base: ['v.invalid_value'] }, locale);
      return send(reply, 422, { code: 'validation_failed', messages: flatten(errors), errors });
    }
    // The balance check is the database's wall behind the ledger service's own check.
    if (pgConstraint(error) === 'users_balance_within_credit') {
      return fromCode(reply, 'insufficient_balance', locale);
    }
    // Unique violations that slipped past a service's own check are a conflict, not a crash.
    if (
      (error as { code?: string }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      return fromCode(reply, 'conflict', locale);
    }

    req.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, {
      code: 'internal',
      messages: [errorText('internal', locale)],
      errors: {},
      request_id: String(req.id),
    });
  });
}

/** The SQLSTATE of a driver error (raw, or wrapped by drizzle as `cause`). */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.cause?.code === 'string' ? e.cause.code : e.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The violated constraint's name of a driver error (raw, or wrapped by drizzle as `cause`). */
function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
}
