import type { ConnectorContext } from '../carrier-connector';
import { configuredBaseUrl, requireSettings, settingOf } from '../connector-settings';
import type { CarssaCredentials } from './carssa.soap';

export const CARSSA_PROVIDER_CODE = 'Carssa';

/** The carrier settings a Carssa carrier cannot work without. */
export const CARSSA_REQUIRED_SETTINGS = ['user', 'password', 'account'] as const;

export interface CarssaSettings extends CarssaCredentials {
  /** Where CarssaService lives, without a trailing slash. */
  baseUrl: string;
}

/**
 * Reads and checks the settings. Carssa publishes no address (our own contract, see
 * carssa.soap.ts), so `base_url` has no default: in demo mode a sandbox carrier gets the mock's;
 * otherwise developers set it.
 */
export function readCarssaSettings(ctx: ConnectorContext): CarssaSettings {
  requireSettings(ctx, [...CARSSA_REQUIRED_SETTINGS, 'base_url'], 'Carssa');
  // Never null here: a missing base_url was reported just above.
  const baseUrl = configuredBaseUrl(ctx) ?? '';
  return {
    baseUrl,
    user: settingOf(ctx, 'user'),
    password: settingOf(ctx, 'password'),
    account: settingOf(ctx, 'account'),
  };
}
