import type { ConnectorContext } from '../carrier-connector';
import { configuredBaseUrl, requireSettings, settingOf } from '../connector-settings';

export const ESTAFETA_PROVIDER_CODE = 'Estafeta';

/**
 * The carrier settings (carrier_settings keys) an Estafeta carrier cannot work without, named
 * after Estafeta's own fields (research §3b): the API portal's key pair (`api_key` is the OAuth
 * client id and the `apikey` header, `api_secret` its secret), the 7-digit `customer_number`,
 * the `suscriber_id` [sic, Estafeta's spelling] and the `sales_organization` (e.g. 112).
 * Optional: `login` + `password` (the legacy SOAP label service, spec 3's XML test) and
 * `base_url` (one host serving every API at its fixed path, e.g. the demo mock).
 */
export const ESTAFETA_REQUIRED_SETTINGS = [
  'api_key',
  'api_secret',
  'customer_number',
  'suscriber_id',
  'sales_organization',
] as const;

/** Estafeta's APIs: each lives on its own host, at a fixed path. */
export type EstafetaApi = 'token' | 'rate' | 'label' | 'track' | 'pickup' | 'soapLabel';

export const ESTAFETA_PATHS: Readonly<Record<EstafetaApi, string>> = {
  token: '/auth/oauth/v2/token',
  rate: '/Cotizacion/rest/Cotizador/Cotizacion',
  label: '/v1/wayBills',
  track: '/v1/WS_trackingItems/tracking-item-status',
  pickup: '/v2/MiEstafetaServices/rest/PickupAPI/NewPickup',
  soapLabel: '/EstafetaLabel20/services/EstafetaLabelWS',
};

/** The real hosts (research §0 and §3): QA is Estafeta's sandbox. */
export const ESTAFETA_HOSTS: Readonly<
  Record<'sandbox' | 'production', Readonly<Record<EstafetaApi, string>>>
> = {
  sandbox: {
    token: 'https://apiqa.estafeta.com:8443',
    rate: 'https://wscotizadorqa.estafeta.com',
    label: 'https://labelqa.estafeta.com',
    track: 'https://csrestqa.estafeta.com',
    pickup: 'https://apimwspickupqa.estafeta.com',
    soapLabel: 'https://labelqa.estafeta.com',
  },
  production: {
    token: 'https://api.estafeta.com',
    rate: 'https://wscotizador.estafeta.com',
    label: 'https://label.estafeta.com',
    track: 'https://csrest.estafeta.com',
    pickup: 'https://wspickup.estafeta.com',
    soapLabel: 'https://label.estafeta.com',
  },
};

/** Every Estafeta host name, for the outbound guard's known hosts. */
export const ESTAFETA_KNOWN_HOSTS: readonly string[] = [
  ...new Set(
    Object.values(ESTAFETA_HOSTS).flatMap((hosts) =>
      Object.values(hosts).map((url) => new URL(url).hostname),
    ),
  ),
];

export interface EstafetaSettings {
  /** Full URL of each API. */
  urls: Readonly<Record<EstafetaApi, string>>;
  apiKey: string;
  apiSecret: string;
  customerNumber: string;
  suscriberId: string;
  salesOrganization: string;
  /** Legacy SOAP credentials ('' when not set). */
  login: string;
  password: string;
}

/** Each API's URL: base_url + its path when set, else Estafeta's own host for the environment. */
export function estafetaUrls(ctx: ConnectorContext): Record<EstafetaApi, string> {
  const base = configuredBaseUrl(ctx);
  const hosts = ESTAFETA_HOSTS[ctx.environment];
  const apis = Object.keys(ESTAFETA_PATHS) as EstafetaApi[];
  return Object.fromEntries(
    apis.map((api) => [api, `${base ?? hosts[api]}${ESTAFETA_PATHS[api]}`]),
  ) as Record<EstafetaApi, string>;
}

/** Reads and checks the settings; a missing one is a "config" CarrierError. */
export function readEstafetaSettings(ctx: ConnectorContext): EstafetaSettings {
  requireSettings(ctx, ESTAFETA_REQUIRED_SETTINGS, 'Estafeta');
  return {
    urls: estafetaUrls(ctx),
    apiKey: settingOf(ctx, 'api_key'),
    apiSecret: settingOf(ctx, 'api_secret'),
    customerNumber: settingOf(ctx, 'customer_number'),
    suscriberId: settingOf(ctx, 'suscriber_id'),
    salesOrganization: settingOf(ctx, 'sales_organization'),
    login: settingOf(ctx, 'login'),
    password: settingOf(ctx, 'password'),
  };
}
