import type { ConnectorContext } from '../carrier-connector';
import { baseUrlOrHost, requireSettings, settingOf } from '../connector-settings';

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

/** Reads and checks the settings; a missing one is a "config" CarrierError. */
export function readPaquetexpressSettings(ctx: ConnectorContext): PaquetexpressSettings {
  requireSettings(ctx, PEXPRESS_REQUIRED_SETTINGS, 'Paquetexpress');
  return {
    baseUrl: baseUrlOrHost(ctx, {
      sandbox: PEXPRESS_SANDBOX_URL,
      production: PEXPRESS_PRODUCTION_URL,
    }),
    user: settingOf(ctx, 'user'),
    // Passwords are kept as typed (a space may be part of one).
    password: ctx.settings.password ?? '',
    clientId: settingOf(ctx, 'client_id'),
    quoteToken: settingOf(ctx, 'quote_token'),
  };
}
