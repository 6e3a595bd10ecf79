import type { CatalogueEntry } from './settings-catalogue-entry';
import { ACCOUNT_SETTINGS } from './settings-catalogue-account';
import { INVOICING_SETTINGS } from './settings-catalogue-invoicing';
import { PAYMENT_SETTINGS } from './settings-catalogue-payments';
import { SHIPMENT_SETTINGS, STORE_SETTINGS } from './settings-catalogue-shipments';

export type { CatalogueEntry } from './settings-catalogue-entry';

/**
 * Every setting key the three specs read, with a default that lets a new tenant work at once:
 * card and gateway payments off until their credentials are entered, bank transfer on,
 * flags compared to the string '1'. Seeded into each new tenant (settings.service).
 */
export const SETTINGS_CATALOGUE: readonly CatalogueEntry[] = [
  ...ACCOUNT_SETTINGS,
  ...PAYMENT_SETTINGS,
  ...STORE_SETTINGS,
  ...SHIPMENT_SETTINGS,
  ...INVOICING_SETTINGS,
];
