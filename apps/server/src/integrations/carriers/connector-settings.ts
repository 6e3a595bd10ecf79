import { CarrierError, type ConnectorContext } from './carrier-connector';

/**
 * Reading a carrier's settings (carrier_settings keys, decrypted into ConnectorContext.settings),
 * the same way for every connector: values are trimmed, a missing required one and a malformed
 * `base_url` are "config" CarrierErrors with the same words whichever carrier it is.
 */

/** One setting, trimmed; '' when it is not set. */
export const settingOf = (ctx: ConnectorContext, key: string): string =>
  (ctx.settings[key] ?? '').trim();

/**
 * Throws a "config" CarrierError naming every required setting that is empty
 * ("Missing DHL settings: username, password"); `carrier` is the name people know.
 */
export function requireSettings(
  ctx: ConnectorContext,
  keys: readonly string[],
  carrier: string,
): void {
  const missing = keys.filter((key) => !settingOf(ctx, key));
  if (missing.length) {
    throw new CarrierError('config', `Missing ${carrier} settings: ${missing.join(', ')}`);
  }
}

/**
 * The `base_url` setting (another host speaking the carrier's protocol, e.g. the demo mock)
 * without query, hash or trailing slash, or null when it is not set. Only an http(s) URL with
 * no user or password in it is accepted; anything else is a "config" CarrierError.
 */
export function configuredBaseUrl(ctx: ConnectorContext): string | null {
  const configured = settingOf(ctx, 'base_url');
  if (!configured) return null;
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

/** The carrier's own host for each environment. */
export interface CarrierHosts {
  sandbox: string;
  production: string;
}

/** `base_url` when set (see configuredBaseUrl), else the carrier's host for the environment. */
export function baseUrlOrHost(ctx: ConnectorContext, hosts: CarrierHosts): string {
  const configured = configuredBaseUrl(ctx);
  if (configured !== null) return configured;
  return ctx.environment === 'production' ? hosts.production : hosts.sandbox;
}
