import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { baseUrlOrHost, requireSettings, settingOf } from '../connector-settings';
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

/** The PIN with Redpack's environment prefix ("QA …" in sandbox, "PROD …" in production). */
export function prefixedPin(pin: string, environment: ConnectorContext['environment']): string {
  if (/^(QA|PROD)\s+\S/.test(pin)) return pin;
  return `${environment === 'production' ? 'PROD' : 'QA'} ${pin}`;
}

/** Reads and checks the settings; a missing or malformed one is a "config" CarrierError. */
export function readRedpackSettings(ctx: ConnectorContext): RedpackSettings {
  requireSettings(ctx, REDPACK_REQUIRED_SETTINGS, 'Redpack');
  const userId = settingOf(ctx, 'user_id');
  if (!/^\d{1,10}$/.test(userId)) {
    throw new CarrierError('config', 'The user_id setting (idUsuario) must be a number');
  }
  return {
    endpoint: `${baseUrlOrHost(ctx, {
      sandbox: REDPACK_SANDBOX_ORIGIN,
      production: REDPACK_PRODUCTION_ORIGIN,
    })}${REDPACK_SERVICE_PATH}`,
    pin: prefixedPin(settingOf(ctx, 'pin'), ctx.environment),
    userId,
  };
}
