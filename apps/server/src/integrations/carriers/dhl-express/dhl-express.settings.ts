import { CarrierError, type ConnectorContext } from '../carrier-connector';
import { baseUrlOrHost, requireSettings, settingOf } from '../connector-settings';
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

/** Reads and checks the settings; a missing or malformed one is a "config" CarrierError. */
export function readDhlSettings(ctx: ConnectorContext): DhlSettings {
  requireSettings(ctx, DHL_REQUIRED_SETTINGS, 'DHL');
  const accountNumber = settingOf(ctx, 'account_number');
  if (!/^\d{9,10}$/.test(accountNumber)) {
    throw new CarrierError('config', 'The account_number setting must be DHL’s 9-digit account');
  }
  return {
    baseUrl: baseUrlOrHost(ctx, { sandbox: DHL_SANDBOX_URL, production: DHL_PRODUCTION_URL }),
    username: settingOf(ctx, 'username'),
    password: settingOf(ctx, 'password'),
    accountNumber,
  };
}
