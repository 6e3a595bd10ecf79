import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiSlowEvents, headingPage, sendHtml, waitSlowMode, sameSecret } from '../mock-http-kit';
import type { DhlMockApi, DhlMockCredentials, DhlMockState } from './dhl-express.mock-state';

/** What every mock API shares: clock, state, DHL's problem details, Basic auth and triggers. */

export interface DhlMockContext {
  state: DhlMockState;
  now: () => number;
  credentials: readonly DhlMockCredentials[];
  maxDelayMs: number;
  /** Time between one checkpoint of a shipment and the next. */
  trackStepMs: number;
}

/** DHL's problem detail, `status` as a string, served as application/problem+json. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  instance: string,
  detail: string,
  additionalDetails?: string[],
) {
  const title = TITLES[status] ?? 'Error';
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      instance: `/expressapi${instance}`,
      detail,
      title,
      message: title,
      status: String(status),
      ...(additionalDetails?.length ? { additionalDetails } : {}),
    });
}

/** DHL's 422 for a request breaking its schema: each broken field in additionalDetails. */
export const sendSchemaProblems = (reply: FastifyReply, instance: string, problems: string[]) =>
  sendProblem(reply, 422, instance, 'Multiple problems found, see Additional Details', problems);

const TITLES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  404: 'Not found',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Whether the request carries Basic credentials the mock knows and DHL's x-version header;
 * answers DHL's 401 (or 400 for the header) and returns false when not.
 */
export function authorized(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: DhlMockContext,
  instance: string,
): boolean {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  const [user, ...rest] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
  const password = rest.join(':');
  const known = ctx.credentials.some(
    (c) => c.username === user && sameSecret(c.password, password),
  );
  if (!known) {
    ctx.state.record({ type: 'auth', account: null, status: 401 });
    sendProblem(reply, 401, instance, 'Invalid Credentials');
    return false;
  }
  if (!req.headers['x-version']) {
    sendProblem(reply, 400, instance, 'Missing header: x-version');
    return false;
  }
  return true;
}

/** Fixed failures by account number (see the mock server's file comment). */
const FIXED: Readonly<Record<string, { status: number; detail: string }>> = {
  '000000401': { status: 401, detail: 'Invalid Credentials' },
  '000000500': {
    status: 500,
    detail: '999: Process failure occurred. Process ID associated for that transaction',
  },
  '000000503': { status: 503, detail: 'The service is temporarily unavailable, try again later' },
};

/**
 * Applies the failure an account asks for: 'answered' when the reply went out, 'gone' when the
 * client closed the connection during a delay, null to carry on normally.
 */
export async function accountTrigger(
  api: DhlMockApi,
  account: string,
  instance: string,
  reply: FastifyReply,
  ctx: DhlMockContext,
): Promise<'answered' | 'gone' | null> {
  const failure = FIXED[account];
  if (failure) {
    ctx.state.record({ type: api, account, status: failure.status });
    sendProblem(reply, failure.status, instance, failure.detail);
    return 'answered';
  }
  if (account === '000000200') {
    ctx.state.record({ type: api, account, status: 200 });
    sendHtml(reply, headingPage('MyDHL API: scheduled maintenance'));
    return 'answered';
  }
  const delay = /^7000(\d{5})$/.exec(account);
  if (delay) {
    const events = apiSlowEvents(api, { account }, (e) => ctx.state.record(e));
    const waited = await waitSlowMode(reply, Number(delay[1]), ctx.maxDelayMs, events, {
      destroy: true,
    });
    if (waited === 'gone') return 'gone';
  }
  return null;
}

/** The shipper account of a body's accounts[] (DHL's typeCode "shipper"). */
export function shipperAccount(body: unknown): string | null {
  const accounts = (body as { accounts?: unknown } | null)?.accounts;
  if (!Array.isArray(accounts)) return null;
  const shipper = accounts.find((a) => (a as { typeCode?: unknown })?.typeCode === 'shipper') as
    { number?: unknown } | undefined;
  return typeof shipper?.number === 'string' ? shipper.number : null;
}

/** A local time as DHL's tracking writes it, in central Mexico's UTC−6. */
export function mexicoDateTime(instant: number): { date: string; time: string } {
  const iso = new Date(instant - 6 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}
