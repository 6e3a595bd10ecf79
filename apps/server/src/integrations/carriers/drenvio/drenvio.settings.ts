import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { baseUrlOrHost, requireSettings, settingOf } from '../connector-settings';
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

/** Reads and checks the settings; a missing or malformed one is a "config" CarrierError. */
export function readDrenvioSettings(ctx: ConnectorContext): DrenvioSettings {
  requireSettings(ctx, DRENVIO_REQUIRED_SETTINGS, 'Dr. Envío');
  const token = settingOf(ctx, 'token');
  if (/\s/.test(token)) {
    throw new CarrierError('config', 'The token setting must be one word (the API token)');
  }
  return {
    baseUrl: baseUrlOrHost(ctx, {
      sandbox: DRENVIO_SANDBOX_URL,
      production: DRENVIO_PRODUCTION_URL,
    }),
    token,
  };
}
