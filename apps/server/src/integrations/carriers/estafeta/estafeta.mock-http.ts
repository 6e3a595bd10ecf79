import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiSlowEvents, headingPage, sendHtml, waitSlowMode } from '../mock-http-kit';
import type { EstafetaMockApi, EstafetaMockState } from './estafeta.mock-state';

/** What every mock API shares: clock, state, Estafeta's error shapes, tokens and triggers. */

export interface MockContext {
  state: EstafetaMockState;
  now: () => number;
  maxDelayMs: number;
  trackStepMs: number;
}

/** The label API's ErrorResponse (its swagger): an array of {code (integer), description}. */
export const sendErrors = (
  reply: FastifyReply,
  status: number,
  code: number,
  description: string,
) => reply.status(status).send([{ code, description }]);

/** The API gateway's OAuth refusal. */
export const oauthRefusal = (reply: FastifyReply, error: string, description: string) =>
  reply.status(401).send({ error, error_description: description });

/** Whether the call carries a live bearer token and the apikey it was issued to. */
export function authorized(req: FastifyRequest, reply: FastifyReply, ctx: MockContext): boolean {
  const bearer = /^Bearer (\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
  const owner = bearer ? ctx.state.tokenOwner(bearer, ctx.now()) : null;
  if (!owner) {
    oauthRefusal(reply, 'invalid_token', 'El token de acceso no es válido o ha expirado');
    return false;
  }
  if (req.headers.apikey !== owner) {
    oauthRefusal(reply, 'invalid_apikey', 'La apikey no corresponde al token de acceso');
    return false;
  }
  return true;
}

const FIXED: Readonly<Record<string, { status: number; code: number; description: string }>> = {
  '0000401': {
    status: 401,
    code: 401,
    description: 'El token de acceso no es válido o ha expirado',
  },
  '0000500': { status: 500, code: 500, description: 'Error interno del servidor' },
  '0000503': { status: 503, code: 503, description: 'Servicio no disponible' },
};

/**
 * The failure a customer number asks for (see the mock server's file comment): 'answered'
 * when the reply went out, 'gone' when the client closed during a delay, null to carry on.
 */
export async function customerTrigger(
  api: EstafetaMockApi,
  customer: string,
  reply: FastifyReply,
  ctx: MockContext,
  record: (status: number) => void,
): Promise<'answered' | 'gone' | null> {
  const failure = FIXED[customer];
  if (failure) {
    record(failure.status);
    if (failure.status === 401) oauthRefusal(reply, 'invalid_token', failure.description);
    else sendErrors(reply, failure.status, failure.code, failure.description);
    return 'answered';
  }
  if (customer === '0000200') {
    record(200);
    sendHtml(reply, headingPage('Sitio en mantenimiento'));
    return 'answered';
  }
  const delay = /^7000(\d{1,6})$/.exec(customer);
  if (delay) {
    const events = apiSlowEvents(api, { customer }, (e) => ctx.state.record(e));
    if ((await waitSlowMode(reply, Number(delay[1]), ctx.maxDelayMs, events)) === 'gone')
      return 'gone';
  }
  return null;
}

/** A Mexico City local date-time as Estafeta writes it ("2026-11-27T10:05:00", UTC−6). */
export const mexicoLocal = (instant: number) =>
  new Date(instant - 6 * 3_600_000).toISOString().slice(0, 19);

export const isZip = (v: unknown): v is string => typeof v === 'string' && /^\d{5}$/.test(v);
export const positive = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0;
