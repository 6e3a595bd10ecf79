import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiSlowEvents, headingPage, sendHtml, waitSlowMode } from '../mock-http-kit';
import type { FedexMockApi, FedexMockState } from './fedex-rest.mock-state';
import type { FedexApiError, FedexErrorBody } from './fedex-rest.types';

/** What every mock API shares: its clock, state, FedEx's error shape, tokens and test triggers. */

export interface MockContext {
  state: FedexMockState;
  now: () => number;
  maxDelayMs: number;
  /** Time between one tracking event and the next. */
  trackStepMs: number;
}

export function errorBody(req: FastifyRequest, errors: FedexApiError[]): FedexErrorBody {
  return { transactionId: randomUUID(), ...customerTransaction(req), errors };
}

/** FedEx echoes the caller's x-customer-transaction-id in every answer. */
export function customerTransaction(req: FastifyRequest): { customerTransactionId?: string } {
  const customer = req.headers['x-customer-transaction-id'];
  return typeof customer === 'string' ? { customerTransactionId: customer.slice(0, 100) } : {};
}

export const sendErrors = (
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errors: FedexApiError[],
) => reply.status(status).send(errorBody(req, errors));

export function notAuthorized(req: FastifyRequest, reply: FastifyReply, message: string) {
  return sendErrors(req, reply, 401, [{ code: 'NOT.AUTHORIZED.ERROR', message }]);
}

/**
 * Whether the request carries a valid, unexpired bearer token; answers FedEx's 401 (and
 * returns false) when not.
 */
export function authorized(req: FastifyRequest, reply: FastifyReply, ctx: MockContext): boolean {
  const bearer = /^Bearer (\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
  const token = bearer ? ctx.state.check(bearer, ctx.now()) : 'unknown';
  if (token === 'valid') return true;
  notAuthorized(
    req,
    reply,
    token === 'expired'
      ? 'Access token expired. Please modify your request and try again.'
      : 'The given token is not valid. Please modify your request and try again.',
  );
  return false;
}

export const FIXED_FAILURES: Readonly<
  Record<string, { status: number; code: string; message: string }>
> = {
  '000000401': {
    status: 401,
    code: 'NOT.AUTHORIZED.ERROR',
    message: 'Access token expired. Please modify your request and try again.',
  },
  '000000403': {
    status: 403,
    code: 'FORBIDDEN.ERROR',
    message:
      'We could not authorize your credentials. Please check your permissions and try again.',
  },
  '000000500': {
    status: 500,
    code: 'INTERNAL.SERVER.ERROR',
    message:
      'We encountered an unexpected error and are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
  },
  '000000503': {
    status: 503,
    code: 'SERVICE.UNAVAILABLE.ERROR',
    message:
      'The service is currently unavailable and we are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
  },
};

/**
 * Applies the failure an account number asks for (see the mock server's file comment):
 * 'answered' when the reply went out (an error or the HTML page; `record` got its status),
 * 'gone' when the client closed the connection during a delay, null to carry on normally.
 */
export async function accountTrigger(
  api: FedexMockApi,
  account: string,
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: MockContext,
  record: (status: number) => void,
): Promise<'answered' | 'gone' | null> {
  const failure = FIXED_FAILURES[account];
  if (failure) {
    record(failure.status);
    sendErrors(req, reply, failure.status, [{ code: failure.code, message: failure.message }]);
    return 'answered';
  }
  if (account === '000000200') {
    record(200);
    sendHtml(reply, headingPage('Scheduled maintenance'));
    return 'answered';
  }
  const delay = /^7000(\d{5})$/.exec(account);
  if (delay) {
    const events = apiSlowEvents(api, { account }, (e) => ctx.state.record(e));
    if ((await waitSlowMode(reply, Number(delay[1]), ctx.maxDelayMs, events)) === 'gone')
      return 'gone';
  }
  return null;
}

/**
 * A scan time as FedEx writes it, with the scan's UTC offset: central Mexico's, UTC−6 all year
 * since 2022 (the mock does not place cities in Mexico's other zones).
 */
export function mexicoTimestamp(instant: number): string {
  return `${new Date(instant - 6 * 3_600_000).toISOString().slice(0, 19)}-06:00`;
}

/** The UTC calendar day `days` days after `instant` ("YYYY-MM-DD"). */
export const utcDay = (instant: number, days = 0) =>
  new Date(instant + days * 86_400_000).toISOString().slice(0, 10);
