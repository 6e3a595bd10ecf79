import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiSlowEvents, headingPage, sendHtml, waitSlowMode } from '../mock-http-kit';
import type { PxMockApi, PxMockState } from './paquetexpress.mock-state';
import type { PxMessage, PxSecurity } from './paquetexpress.types';

/** What every mock API shares: the clock, state, the envelope, tokens and the failure users. */

export interface PxMockContext {
  state: PxMockState;
  now: () => number;
  maxDelayMs: number;
  trackStepMs: number;
  tokenTtlMs: number;
}

const elapsed = (started: number) => `${(Date.now() - started).toFixed(1)} miliseconds`;

/** Paquetexpress's answer envelope around `data` (success) or `messages` (refusal). */
export function pxAnswer(data: unknown, messages: PxMessage[] | null = null, objectDTO?: unknown) {
  const started = Date.now();
  return {
    header: null,
    body: {
      request: null,
      response: {
        success: messages === null,
        messages,
        data: messages === null ? data : null,
        objectDTO: objectDTO ?? null,
        time: elapsed(started),
      },
    },
  };
}

export const pxError = (code: string, description: string): PxMessage => ({
  code,
  description,
  typeError: 'ERROR',
  msgeHandling: null,
});

/** A refusal in the envelope, HTTP 200 as Paquetexpress answers business errors. */
export const refuse = (reply: FastifyReply, code: string, description: string) =>
  reply.status(200).send(pxAnswer(null, [pxError(code, description)]));

export const BAD_CREDENTIALS = 'Combinacion de usuario y contraseña incorrecta';

/** The envelope's security block and request data, or null when the body is not an envelope. */
export function envelopeOf(body: unknown): { security: PxSecurity; data: unknown } | null {
  const b = body as {
    header?: { security?: Partial<PxSecurity> };
    body?: { request?: { data?: unknown } };
  } | null;
  const security = b?.header?.security;
  if (!security || typeof security.user !== 'string' || !b?.body?.request) return null;
  return {
    security: {
      user: security.user.slice(0, 100),
      password: typeof security.password === 'string' ? security.password : undefined,
      type: security.type,
      token: typeof security.token === 'string' ? security.token : undefined,
    },
    data: b.body.request.data,
  };
}

/** Answers the malformed-envelope refusal (and returns null) unless the body is an envelope. */
export function requireEnvelope(req: FastifyRequest, reply: FastifyReply) {
  const envelope = envelopeOf(req.body);
  if (!envelope) {
    refuse(
      reply,
      '400',
      'Estructura de la petición inválida: se esperaba {header:{security}, body:{request:{data}}}',
    );
  }
  return envelope;
}

/** The user a token belongs to; answers Paquetexpress's expired/invalid refusal when none. */
export function tokenUser(
  token: string | undefined,
  api: PxMockApi,
  reply: FastifyReply,
  ctx: PxMockContext,
): string | null {
  const checked = token ? ctx.state.check(token, ctx.now()) : 'unknown';
  if (typeof checked === 'object') return checked.user;
  if (checked === 'expired') {
    ctx.state.record({ type: 'token_expired', user: '', api });
    refuse(reply, '500', `The Token has expired on ${new Date(ctx.now()).toUTCString()}`);
  } else {
    refuse(reply, '500', 'The Token is invalid');
  }
  return null;
}

/** The failure users (see the mock server's file comment). */
export const PX_MOCK_FAILURE_USERS = {
  refused: 'WSQFAIL401',
  serverError: 'WSQFAIL500',
  unavailable: 'WSQFAIL503',
  html: 'WSQFAILHTML',
} as const;

export const isFailureUser = (user: string) =>
  (Object.values(PX_MOCK_FAILURE_USERS) as string[]).includes(user) || /^7000\d+$/.test(user);

/**
 * Applies the failure a user name asks for: 'answered' when the reply went out, 'gone' when
 * the client closed the connection during a delay, null to carry on normally.
 */
export async function userTrigger(
  api: PxMockApi,
  user: string,
  reply: FastifyReply,
  ctx: PxMockContext,
): Promise<'answered' | 'gone' | null> {
  const record = (ok: boolean, detail: string) => ctx.state.record({ type: api, user, ok, detail });
  switch (user) {
    case PX_MOCK_FAILURE_USERS.refused:
      record(false, 'auth');
      refuse(reply, '401', BAD_CREDENTIALS);
      return 'answered';
    case PX_MOCK_FAILURE_USERS.serverError:
      record(false, '500');
      reply.status(500).send(pxAnswer(null, [pxError('500', 'Error interno del servidor')]));
      return 'answered';
    case PX_MOCK_FAILURE_USERS.unavailable:
      record(false, '503');
      reply.status(503).type('text/plain').send('Service Unavailable');
      return 'answered';
    case PX_MOCK_FAILURE_USERS.html:
      record(false, 'html');
      sendHtml(reply, headingPage('Paquetexpress: sitio en mantenimiento'));
      return 'answered';
  }
  const delay = /^7000(\d+)$/.exec(user);
  if (delay) {
    const events = apiSlowEvents(api, { user }, (e) => ctx.state.record(e));
    if ((await waitSlowMode(reply, Number(delay[1]), ctx.maxDelayMs, events)) === 'gone')
      return 'gone';
  }
  return null;
}

/** Runs the envelope + token + failure-user checks; the user and data, or null when answered. */
export async function authorizedUser(
  api: PxMockApi,
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: PxMockContext,
): Promise<{ user: string; data: unknown } | null> {
  const envelope = requireEnvelope(req, reply);
  if (!envelope) return null;
  const user = tokenUser(envelope.security.token, api, reply, ctx);
  if (!user) return null;
  if (await userTrigger(api, user, reply, ctx)) return null;
  return { user, data: envelope.data };
}
