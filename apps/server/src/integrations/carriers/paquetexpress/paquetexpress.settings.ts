import { CarrierError, type ConnectorContext } from '../carrier-connector';

export const PEXPRESS_PROVIDER_CODE = 'PExpress';

/** Paquetexpress's own hosts: QA (sandbox) and production (carriers.md §4 "Environments"). */
export const PEXPRESS_SANDBOX_URL = 'https://qaglp.paquetexpress.com.mx';
export const PEXPRESS_PRODUCTION_URL = 'https://cc.paquetexpress.com.mx';

/** The real paths, the same on every host (a `base_url` is put in front of them). */
export const PEXPRESS_PATHS = {
  login: '/RadRestFul/api/rad/loginv1/login',
  quote: '/WsQuotePaquetexpress/api/apiQuoter/v2/getQuotation',
  ship: '/RadRestFul/api/rad/v1/guia',
  cancel: '/RadRestFul/api/rad/v1/cancelguia',
  pickup: '/RadRestFul/api/rad/v1/order',
  infotrack: '/RadRestFul/api/rad/v1/infotrack',
  labelPdf: '/wsReportPaquetexpress/GenCartaPorte',
  track: '/ptxws/rest/api/v3/guia/historico',
} as const;

/**
 * The carrier settings a PExpress carrier cannot work without, named as Paquetexpress's
 * onboarding names them: the web-service `user` and `password` (RadRestFul login), the
 * `client_id` billed for waybills (billClntId) and the quoter's 32-hex contract `quote_token`.
 */
export const PEXPRESS_REQUIRED_SETTINGS = ['user', 'password', 'client_id', 'quote_token'] as const;

/** One PExpress carrier's settings; `base_url` (optional) replaces the host, e.g. the demo mock. */
export interface PaquetexpressSettings {
  baseUrl: string;
  user: string;
  password: string;
  clientId: string;
  quoteToken: string;
}

const setting = (ctx: ConnectorContext, key: string): string => (ctx.settings[key] ?? '').trim();

function baseUrlOf(ctx: ConnectorContext): string {
  const configured = setting(ctx, 'base_url');
  if (!configured) {
    return ctx.environment === 'production' ? PEXPRESS_PRODUCTION_URL : PEXPRESS_SANDBOX_URL;
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

/** Reads and checks the settings; a missing one is a "config" CarrierError. */
export function readPaquetexpressSettings(ctx: ConnectorContext): PaquetexpressSettings {
  const missing = PEXPRESS_REQUIRED_SETTINGS.filter((key) => !(ctx.settings[key] ?? '').trim());
  if (missing.length) {
    throw new CarrierError('config', `Missing Paquetexpress settings: ${missing.join(', ')}`);
  }
  return {
    baseUrl: baseUrlOf(ctx),
    user: setting(ctx, 'user'),
    // Passwords are kept as typed (a space may be part of one).
    password: ctx.settings.password ?? '',
    clientId: setting(ctx, 'client_id'),
    quoteToken: setting(ctx, 'quote_token'),
  };
}
