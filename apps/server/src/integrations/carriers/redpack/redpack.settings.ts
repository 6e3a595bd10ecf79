import { CarrierError, type ConnectorContext } from '../carrier-connector';
import {
  REDPACK_PRODUCTION_ORIGIN,
  REDPACK_SANDBOX_ORIGIN,
  REDPACK_SERVICE_PATH,
} from './redpack.types';

/** The carrier settings (carrier_settings keys) a Redpack carrier cannot work without. */
export const REDPACK_REQUIRED_SETTINGS = ['pin', 'user_id'] as const;

/**
 * What one Redpack carrier's settings say: `pin` (Redpack's PIN; the environment prefix "QA " or
 * "PROD " is added unless the value already has one), `user_id` (idUsuario, digits) and,
 * optionally, `base_url` (another host speaking RedpackWS, e.g. the demo mock): calls then go
 * to base_url + /RedpackAPI_WS/services/RedpackWS.
 */
export interface RedpackSettings {
  /** The service URL calls are POSTed to. */
  endpoint: string;
  /** The PIN as sent, with its environment prefix. */
  pin: string;
  userId: string;
}

const setting = (ctx: ConnectorContext, key: string) => (ctx.settings[key] ?? '').trim();

function originOf(ctx: ConnectorContext): string {
  const configured = setting(ctx, 'base_url');
  if (!configured) {
    return ctx.environment === 'production' ? REDPACK_PRODUCTION_ORIGIN : REDPACK_SANDBOX_ORIGIN;
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new CarrierError('config', 'The base_url setting is not a URL');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
    throw new CarrierError(
      'config',
      'The base_url setting must be an http(s) URL without credentials',
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The PIN with Redpack's environment prefix ("QA …" in sandbox, "PROD …" in production). */
export function prefixedPin(pin: string, environment: ConnectorContext['environment']): string {
  if (/^(QA|PROD)\s+\S/.test(pin)) return pin;
  return `${environment === 'production' ? 'PROD' : 'QA'} ${pin}`;
}

/** Reads and checks the settings; a missing or malformed one is a "config" CarrierError. */
export function readRedpackSettings(ctx: ConnectorContext): RedpackSettings {
  const missing = REDPACK_REQUIRED_SETTINGS.filter((key) => !setting(ctx, key));
  if (missing.length) {
    throw new CarrierError('config', `Missing Redpack settings: ${missing.join(', ')}`);
  }
  const userId = setting(ctx, 'user_id');
  if (!/^\d{1,10}$/.test(userId)) {
    throw new CarrierError('config', 'The user_id setting (idUsuario) must be a number');
  }
  return {
    endpoint: `${originOf(ctx)}${REDPACK_SERVICE_PATH}`,
    pin: prefixedPin(setting(ctx, 'pin'), ctx.environment),
    userId,
  };
}
