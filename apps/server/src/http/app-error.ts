import type { ErrorCode } from '@despacho/shared';

export interface AppErrorOptions {
  /** Field errors as `v.*` keys (or plain text), worded for the request's language at the edge. */
  fields?: Record<string, string[]>;
  /** Overrides the status the code maps to. */
  status?: number;
  /** Parameters for the code's message (e.g. `{ seconds: 42 }`). */
  params?: Record<string, string | number>;
}

/** The one error type services throw; the error handler turns it into the wire shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]>;
  readonly status: number | undefined;
  readonly params: Record<string, string | number>;

  constructor(code: ErrorCode, message?: string, opts: AppErrorOptions = {}) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.fields = opts.fields ?? {};
    this.status = opts.status;
    this.params = opts.params ?? {};
  }
}

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 422,
  malformed_request: 400,
  unauthenticated: 401,
  signature_invalid: 401,
  forbidden: 403,
  api_key_route_forbidden: 403,
  not_found: 404,
  tenant_missing: 400,
  tenant_unknown: 404,
  conflict: 409,
  unconfirmed_account: 403,
  invalid_credentials: 401,
  account_suspended: 403,
  token_invalid: 422,
  rate_limited: 429,
  account_locked: 429,
  registration_closed: 403,
  fiscal_verification_required: 403,
  insufficient_balance: 402,
  carrier_error: 502,
  gateway_error: 502,
  gateway_unconfigured: 409,
  busy: 503,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
};

export const notFound = () => new AppError('not_found');
export const fieldError = (field: string, key: string) =>
  new AppError('validation_failed', undefined, { fields: { [field]: [key] } });
