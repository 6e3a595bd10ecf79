import type { FastifyReply, FastifyRequest } from 'fastify';

/** The fields of a movement, as the first API version took them at the top of the body. */
const FIELDS = ['user_id', 'amount', 'transaction_type', 'description'];

/** RFC 9745 / RFC 8594: deprecated since 2026-11-26, removed no earlier than 2027-06-01. */
export const LEGACY_BODY_DEPRECATION = '@1795651200';
export const LEGACY_BODY_SUNSET = 'Tue, 01 Jun 2027 00:00:00 GMT';

/**
 * POST transactions takes `{transaction: {...}}` like every other write. The unwrapped body it
 * took before keeps working until the sunset date (docs/decisions.md): it is wrapped here, before
 * validation, and the reply says it is deprecated. A body that already has `transaction`, or
 * none of the movement's fields, is left for the schema to judge.
 */
export async function wrapLegacyTransactionBody(
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  if ('transaction' in body || !FIELDS.some((field) => field in body)) return;
  req.body = { transaction: body };
  reply.header('deprecation', LEGACY_BODY_DEPRECATION);
  reply.header('sunset', LEGACY_BODY_SUNSET);
  req.log.info({ route: 'POST /transactions' }, 'unwrapped transaction body (deprecated)');
}
