import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { DRENVIO_PRODUCTION_URL, DRENVIO_SANDBOX_URL } from './drenvio.types';

export const DRENVIO_PROVIDER_CODE = 'DrEnvio';

/** The carrier settings a DrEnvío carrier cannot work without: the account's API token. */
export const DRENVIO_REQUIRED_SETTINGS = ['token'] as const;

/**
 * What one DrEnvío carrier's settings say: `token` (the account's static JWT, sent as a Bearer
 * token) and optionally `base_url` (another host speaking the same protocol, e.g. the demo mock:
 * calls go to base_url + DrEnvío's real path).
 */
export interface DrenvioSettings {
  baseUrl: string;
  token: string;
}

const setting = (ctx: ConnectorContext, key: string): string => (ctx.settings[key] ?? '').trim();

function baseUrlOf(ctx: ConnectorContext): string {
  const configured = setting(ctx, 'base_url');
  if (!configured) {
    return ctx.environment === 'production' ? DRENVIO_PRODUCTION_URL : DRENVIO_SANDBOX_URL;
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

/** Reads and checks the settings; a missing or malformed one is a "config" CarrierError. */
export function readDrenvioSettings(ctx: ConnectorContext): DrenvioSettings {
  const token = setting(ctx, 'token');
  if (!token) throw new CarrierError('config', 'Missing Dr. Envío settings: token');
  if (/\s/.test(token)) {
    throw new CarrierError('config', 'The token setting must be one word (the API token)');
  }
  return { baseUrl: baseUrlOf(ctx), token };
}
