import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiSlowEvents, headingPage, sendHtml, waitSlowMode } from '../mock-http-kit';
import type { DrenvioErrorBody } from './drenvio.types';
import type { DrenvioMockApi, DrenvioMockState } from './drenvio.mock-state';

/** What every mock API shares: its clock, state, DrEnvío's error shape and the token triggers. */

export interface DrenvioMockContext {
  state: DrenvioMockState;
  now: () => number;
  /** Tokens accepted as a real account. */
  tokens: readonly string[];
  maxDelayMs: number;
  trackStepMs: number;
}

export const sendError = (reply: FastifyReply, status: number, message: string, code: string) =>
  reply.status(status).send({ message, code } satisfies DrenvioErrorBody);

/** The failure tokens (see the mock server's file comment); each is also a known account. */
const FIXED_FAILURES: Readonly<Record<string, { status: number; message: string; code: string }>> =
  {
    'fail-500': {
      status: 500,
      message: 'Error interno del servidor, intenta más tarde',
      code: 'SERVER.INTERNAL.ERROR',
    },
    'fail-503': {
      status: 503,
      message: 'Servicio no disponible temporalmente',
      code: 'SERVER.UNAVAILABLE',
    },
  };

const bearerOf = (req: FastifyRequest) =>
  /^Bearer (\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';

const isTrigger = (token: string) =>
  token in FIXED_FAILURES || token === 'fail-html' || /^slow-\d{1,6}$/.test(token);

/** The request's token when the mock knows it; answers DrEnvío's 401 (null) otherwise. */
export function authorizedToken(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: DrenvioMockContext,
): string | null {
  const token = bearerOf(req);
  if (token && (ctx.tokens.includes(token) || isTrigger(token))) return token;
  sendError(
    reply,
    401,
    token ? 'Token inválido o expirado' : 'No se envió el token de autorización',
    'AUTH.TOKEN.INVALID',
  );
  return null;
}

/**
 * Applies the failure a token asks for: 'answered' when the reply went out (`record` got its
 * status), 'gone' when the client closed the connection during a delay, null to carry on.
 */
export async function tokenTrigger(
  api: DrenvioMockApi,
  token: string,
  reply: FastifyReply,
  ctx: DrenvioMockContext,
  record: (status: number) => void,
): Promise<'answered' | 'gone' | null> {
  const failure = FIXED_FAILURES[token];
  if (failure) {
    record(failure.status);
    sendError(reply, failure.status, failure.message, failure.code);
    return 'answered';
  }
  if (token === 'fail-html') {
    record(200);
    sendHtml(reply, headingPage('Estamos en mantenimiento'));
    return 'answered';
  }
  const slow = /^slow-(\d{1,6})$/.exec(token);
  if (slow) {
    const events = apiSlowEvents(api, {}, (e) => ctx.state.record(e));
    if ((await waitSlowMode(reply, Number(slow[1]), ctx.maxDelayMs, events)) === 'gone')
      return 'gone';
  }
  return null;
}

/** A scan time in central Mexico's offset (UTC−6 all year since 2022). */
export function mexicoTimestamp(instant: number): string {
  return `${new Date(instant - 6 * 3_600_000).toISOString().slice(0, 19)}-06:00`;
}
