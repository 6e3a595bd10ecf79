import { CarrierError } from '../carrier-connector';
import type { PxDevice, PxMessage, PxRequest, PxSecurity, PxTarget } from './paquetexpress.types';

/**
 * Paquetexpress's canonical envelope (carriers.md §4 "Envelope convention"): every request is
 * {header:{security, device, target, output, language}, body:{request:{data, objectDTO},
 * response:null}}, and every answer {header, body:{request:null, response:{success, messages,
 * data, objectDTO, time}}}, business errors included (success:false, normally HTTP 200).
 */

/** The device block the integration kit's samples send for a server-side integration. */
export const PX_DEVICE: PxDevice = { appName: 'Customer', type: 'Web', ip: '', idDevice: '' };

/** The quoter's target block (MC_1009: module QUOTER, service quoter, uri quotes, event R). */
export const PX_QUOTER_TARGET: PxTarget = {
  module: 'QUOTER',
  version: '1.0',
  service: 'quoter',
  uri: 'quotes',
  event: 'R',
};

export function pxEnvelope<T>(
  security: PxSecurity,
  data: T,
  extra: { device?: PxDevice | null; target?: PxTarget | null; output?: string | null } = {},
): PxRequest<T> {
  return {
    header: {
      security,
      device: extra.device ?? null,
      target: extra.target ?? null,
      output: extra.output ?? null,
      language: null,
    },
    body: { request: { data, objectDTO: null }, response: null },
  };
}

/** The login's own envelope: only the user and the base64 of the password. */
export function pxLoginEnvelope(user: string, password: string) {
  return {
    header: { security: { user, password: Buffer.from(password, 'utf8').toString('base64') } },
  };
}

/** "The Token has expired on …" (code 500) or an unknown token: renew the login and retry. */
export function isTokenExpired(messages: readonly PxMessage[]): boolean {
  return messages.some((m) =>
    /\btoken\b.*\b(expired|expir|invalid|inv[aá]lido)/i.test(m.description),
  );
}

/** "Combinacion de usuario y contraseña incorrecta" (code 401) and the like. */
function isAuthRefusal(messages: readonly PxMessage[]): boolean {
  return messages.some(
    (m) =>
      m.code === '401' ||
      /contrase(ñ|n)a|usuario.*(incorrect|inv[aá]lid|bloquead)|credencial/i.test(m.description),
  );
}

/** Paquetexpress's code as a provider code staff may read ("PAQUETEXPRESS.44"). */
const carrierCodeOf = (code: string) => {
  const clean = code.toUpperCase().replace(/[^A-Z0-9_]/g, '');
  return clean ? `PAQUETEXPRESS.${clean}` : undefined;
};

function messagesOf(value: unknown): PxMessage[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((m): m is Record<string, unknown> => !!m && typeof m === 'object')
    .map((m) => ({
      code: String(m.code ?? '').trim(),
      description: String(m.description ?? '').trim(),
      typeError: typeof m.typeError === 'string' ? m.typeError : undefined,
    }))
    .filter((m) => m.description || m.code);
}

/** The error of a success:false answer, in Paquetexpress's words. */
export function pxMessagesToError(messages: readonly PxMessage[]): CarrierError {
  const errors = messages.filter((m) => (m.typeError ?? 'ERROR').toUpperCase() !== 'INFO');
  const shown = errors.length ? errors : messages;
  const words = shown
    .map((m) => m.description)
    .filter(Boolean)
    .join('; ');
  const first = shown[0];
  if (isTokenExpired(shown)) {
    return new CarrierError('auth', words, first ? carrierCodeOf(first.code) : undefined);
  }
  const kind = isAuthRefusal(shown) ? 'auth' : 'rejected';
  return new CarrierError(
    kind,
    words || 'Paquetexpress refused the request without saying why',
    first ? carrierCodeOf(first.code) : undefined,
  );
}

export type PxOutcome =
  | { ok: true; data: unknown; objectDTO: unknown }
  | { ok: false; error: CarrierError; tokenExpired: boolean };

/**
 * Reads one HTTP answer: the envelope's data when success is true; otherwise the CarrierError
 * (auth / rejected with the carrier's words, unavailable for 5xx or anything unreadable).
 */
export function readPxAnswer(status: number, text: string): PxOutcome {
  const unavailable = (message: string): PxOutcome => ({
    ok: false,
    error: new CarrierError('unavailable', message),
    tokenExpired: false,
  });
  if (status >= 500) return unavailable(`Paquetexpress answered HTTP ${status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (status === 401 || status === 403) {
      return {
        ok: false,
        error: new CarrierError('auth', `Paquetexpress refused the credentials (HTTP ${status})`),
        tokenExpired: false,
      };
    }
    return unavailable(`Paquetexpress answered unreadably (HTTP ${status})`);
  }
  const response = (parsed as { body?: { response?: Record<string, unknown> } } | null)?.body
    ?.response;
  if (!response || typeof response !== 'object' || typeof response.success !== 'boolean') {
    return unavailable(`Paquetexpress answered without its envelope (HTTP ${status})`);
  }
  const messages = messagesOf(response.messages);
  if (response.success && status >= 200 && status < 300) {
    return { ok: true, data: response.data ?? null, objectDTO: response.objectDTO ?? null };
  }
  if (!messages.length && (status === 401 || status === 403)) {
    return {
      ok: false,
      error: new CarrierError('auth', `Paquetexpress refused the credentials (HTTP ${status})`),
      tokenExpired: false,
    };
  }
  return {
    ok: false,
    error: pxMessagesToError(messages),
    tokenExpired: isTokenExpired(messages),
  };
}
