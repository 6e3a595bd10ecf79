import { z } from 'zod';

/** Machine codes the server answers with; the edge maps each to one HTTP status. */
export const ERROR_CODES = [
  'validation_failed',
  'malformed_request',
  'unauthenticated',
  /** A provider's signature (OAuth return, webhook) did not match: 401, yet the session stands. */
  'signature_invalid',
  'forbidden',
  /** A partner API key used outside the partner routes (issue 22). */
  'api_key_route_forbidden',
  'not_found',
  'tenant_missing',
  'tenant_unknown',
  'conflict',
  'unconfirmed_account',
  'invalid_credentials',
  'account_suspended',
  'token_invalid',
  'rate_limited',
  'account_locked',
  'registration_closed',
  /** Spec 1 §2: the customer must have verified fiscal data first (the web app's /verify). */
  'fiscal_verification_required',
  'insufficient_balance',
  'carrier_error',
  'gateway_error',
  'gateway_unconfigured',
  'busy',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The wire shape of every error (the specs' shared error handler reads `messages`). */
export const ZErrorResponse = z.object({
  code: z.enum(ERROR_CODES).optional(),
  messages: z.array(z.string()),
  errors: z.record(z.string(), z.array(z.string())),
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
