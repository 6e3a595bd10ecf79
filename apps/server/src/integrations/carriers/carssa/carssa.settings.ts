import { CarrierError, type ConnectorContext } from '../carrier-connector';
import type { CarssaCredentials } from './carssa.soap';

export const CARSSA_PROVIDER_CODE = 'Carssa';

/** The carrier settings a Carssa carrier cannot work without. */
export const CARSSA_REQUIRED_SETTINGS = ['user', 'password', 'account'] as const;

export interface CarssaSettings extends CarssaCredentials {
  /** Where CarssaService lives, without a trailing slash. */
  baseUrl: string;
}

const setting = (ctx: ConnectorContext, key: string) => (ctx.settings[key] ?? '').trim();

/**
 * Reads and checks the settings. Carssa publishes no address (our own contract, see
 * carssa.soap.ts), so `base_url` has no default: in demo mode a sandbox carrier gets the mock's;
 * otherwise developers set it.
 */
export function readCarssaSettings(ctx: ConnectorContext): CarssaSettings {
  const missing = [...CARSSA_REQUIRED_SETTINGS, 'base_url'].filter((key) => !setting(ctx, key));
  if (missing.length)
    throw new CarrierError('config', `Missing Carssa settings: ${missing.join(', ')}`);
  let url: URL;
  try {
    url = new URL(setting(ctx, 'base_url'));
  } catch {
    throw new CarrierError('config', 'The base_url setting is not a URL');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password)
    throw new CarrierError(
      'config',
      'The base_url setting must be an http(s) URL without credentials',
    );
  return {
    baseUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, ''),
    user: setting(ctx, 'user'),
    password: setting(ctx, 'password'),
    account: setting(ctx, 'account'),
  };
}
