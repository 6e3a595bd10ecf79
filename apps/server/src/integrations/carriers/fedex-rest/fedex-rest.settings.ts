import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { baseUrlOrHost, requireSettings, settingOf } from '../connector-settings';
import {
  FEDEX_PICKUP_TYPES,
  FEDEX_PRODUCTION_URL,
  FEDEX_SANDBOX_URL,
  type FedexPickupType,
} from './fedex-rest.types';

export const FEDEX_PROVIDER_CODE = 'FedexRest';

/** The carrier settings (carrier_settings keys) a FedexRest carrier cannot work without. */
export const FEDEX_REQUIRED_SETTINGS = ['client_id', 'client_secret', 'account_number'] as const;

/**
 * What one FedexRest carrier's settings say. Optional keys: `base_url` (another host speaking
 * the same protocol, e.g. the demo mock), `pickup_type` (how parcels reach FedEx; default
 * DROPOFF_AT_FEDEX_LOCATION), `locale` (x-locale of FedEx's messages; default es_MX) and
 * `track_client_id` + `track_client_secret` (FedEx may issue the Track API its own project
 * key; default the main pair).
 */
export interface FedexSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  accountNumber: string;
  pickupType: FedexPickupType;
  locale: string;
  trackClientId: string;
  trackClientSecret: string;
}

/** Reads and checks the settings; a missing or malformed one is a "config" CarrierError. */
export function readFedexSettings(ctx: ConnectorContext): FedexSettings {
  requireSettings(ctx, FEDEX_REQUIRED_SETTINGS, 'FedEx');
  const pickupType = (settingOf(ctx, 'pickup_type') || 'DROPOFF_AT_FEDEX_LOCATION').toUpperCase();
  if (!(FEDEX_PICKUP_TYPES as readonly string[]).includes(pickupType)) {
    throw new CarrierError(
      'config',
      `The pickup_type setting must be one of ${FEDEX_PICKUP_TYPES.join(', ')}`,
    );
  }
  const locale = settingOf(ctx, 'locale') || 'es_MX';
  if (!/^[a-z]{2}_[A-Z]{2}$/.test(locale)) {
    throw new CarrierError('config', 'The locale setting must look like es_MX or en_US');
  }
  const trackClientId = settingOf(ctx, 'track_client_id');
  const trackClientSecret = settingOf(ctx, 'track_client_secret');
  if (!trackClientId !== !trackClientSecret) {
    throw new CarrierError(
      'config',
      'The track_client_id and track_client_secret settings go together: set both or neither',
    );
  }
  return {
    baseUrl: baseUrlOrHost(ctx, { sandbox: FEDEX_SANDBOX_URL, production: FEDEX_PRODUCTION_URL }),
    clientId: settingOf(ctx, 'client_id'),
    clientSecret: settingOf(ctx, 'client_secret'),
    accountNumber: settingOf(ctx, 'account_number'),
    pickupType: pickupType as FedexPickupType,
    locale,
    trackClientId: trackClientId || settingOf(ctx, 'client_id'),
    trackClientSecret: trackClientSecret || settingOf(ctx, 'client_secret'),
  };
}
