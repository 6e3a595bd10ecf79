import type { ErrorCode } from '@despacho/shared';

/** A failed call. `hasResponse` is false when the server never answered (network, CORS). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly messages: string[];
  readonly errors: Record<string, string[]>;
  readonly hasResponse: boolean;

  constructor(init: {
    message: string;
    status?: number;
    code?: ErrorCode;
    messages?: string[];
    errors?: Record<string, string[]>;
    hasResponse: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status ?? 0;
    this.code = init.code;
    this.messages = init.messages ?? [];
    this.errors = init.errors ?? {};
    this.hasResponse = init.hasResponse;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
