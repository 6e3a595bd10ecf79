import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { DHL_PRODUCTION_URL, DHL_SANDBOX_URL } from './dhl-express.types';

/** The carrier settings (carrier_settings keys) a DHL carrier cannot work without. */
export const DHL_REQUIRED_SETTINGS = ['username', 'password', 'account_number'] as const;

/**
 * What one DHL carrier's settings say. `base_url` (optional) is another host speaking MyDHL
 * (the demo mock): every call then goes to base_url + the API path.
 */
export interface DhlSettings {
  baseUrl: string;
  username: string;
  password: string;
  accountNumber: string;
}

const setting = (ctx: ConnectorContext, key: string): string => (ctx.settings[key] ?? '').trim();

function baseUrlOf(ctx: ConnectorContext): string {
  const configured = setting(ctx, 'base_url');
  if (!configured) return ctx.environment === 'production' ? DHL_PRODUCTION_URL : DHL_SANDBOX_URL;
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

/** Reads and checks the settings; a missing or malformed one is a "config" CarrierError. */
export function readDhlSettings(ctx: ConnectorContext): DhlSettings {
  const missing = DHL_REQUIRED_SETTINGS.filter((key) => !setting(ctx, key));
  if (missing.length) {
    throw new CarrierError('config', `Missing DHL settings: ${missing.join(', ')}`);
  }
  const accountNumber = setting(ctx, 'account_number');
  if (!/^\d{9,10}$/.test(accountNumber)) {
    throw new CarrierError('config', 'The account_number setting must be DHL’s 9-digit account');
  }
  return {
    baseUrl: baseUrlOf(ctx),
    username: setting(ctx, 'username'),
    password: setting(ctx, 'password'),
    accountNumber,
  };
}
