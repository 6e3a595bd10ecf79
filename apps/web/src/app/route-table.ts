import { DEMO_SHIPMENTS_UP_TO, type Action, type Model } from '@despacho/shared';

/**
 * Every route of the app in one table: path, name, and the permission the guard checks.
 * Every route has its page (routes.test.ts); a route without one fails to build.
 */
export interface RouteEntry {
  name: string;
  path: string;
  model?: Model;
  action?: Action;
  /** Reachable signed out (login, signup…). */
  public?: boolean;
  /** Demo-shipment routes a customer with unverified fiscal data may still use while their
   * total_shipments is at most this number (spec 1 §2). */
  demoShipmentsUpTo?: number;
  /** Exempt from the fiscal-verification redirect. */
  fiscalExempt?: boolean;
}

const r = (
  name: string,
  path: string,
  model?: Model,
  action: Action = 'read',
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({
  name,
  path,
  model,
  action: model ? action : undefined,
  ...extra,
});
const pub = (name: string, path: string): RouteEntry => ({
  name,
  path,
  public: true,
  fiscalExempt: true,
});

export const ROUTES: RouteEntry[] = [
  // Account (spec 1)
  pub('login', '/login'),
  pub('signup', '/signup'),
  pub('confirmation', '/confirmation'),
  pub('email-confirm', '/confirm'),
  pub('forgotPassword', '/forgot-password'),
  pub('resetPassword', '/reset-password'),
  pub('partnersApiDocs', '/api/docs/partners'),
  pub('publicTracking', '/track/:trackingNumber'),
  { name: 'logout', path: '/logout', fiscalExempt: true },
  r('home', '/', 'Dashboard'),
  r('dashboard', '/dashboard', 'Dashboard'),
  r('profile', '/profile'),
  r('addFunds', '/credits', 'Payment', 'create'),
  r('openpay', '/openpay', 'Payment', 'create'),
  r('referrals', '/referrals', 'Referral'),
  r('csds', '/csds', 'Csd'),
  r('reports', '/reports', 'Report'),
  r('analytics', '/analytics', 'Analytics'),
  r('externalApis', '/external-apis', 'ApiKey'),
  r('webhookEndpoint', '/external-apis/webhooks/:id', 'Webhook'),
  // Shipments (spec 2)
  r('shipments', '/shipments', 'Shipment', 'read', {
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.shipmentSteps,
  }),
  r('newShipment', '/shipments/new', 'Shipment', 'create', {
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.newShipment,
  }),
  r('newParcel', '/shipments/:shipmentId/parcels/new', 'Parcel', 'create', {
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.shipmentSteps,
  }),
  r('newRate', '/shipments/:shipmentId/rates/new', 'Rate', 'create', {
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.shipmentSteps,
  }),
  r('confirmShipment', '/shipments/:id/confirm', 'Shipment', 'read', {
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.shipmentSteps,
  }),
  r('shipmentPickup', '/shipments/:id/pickup', 'Shipment', 'read', {
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.shipmentSteps,
  }),
  // Issue 25: what a row of the list opens, for a shipment in any state.
  r('shipment', '/shipments/:id', 'Shipment', 'read', {
    demoShipmentsUpTo: DEMO_SHIPMENTS_UP_TO.shipmentSteps,
  }),
  r('importShipments', '/shipments/import', 'Shipment', 'create'),
  r('importShipmentsCsv', '/shipments/import/csv', 'Shipment', 'create'),
  r('newQuote', '/quotes/new', 'Shipment', 'create'),
  r('pickups', '/pickups', 'Pickup'),
  r('packages', '/packages', 'Package'),
  r('newPackage', '/packages/new', 'Package', 'create'),
  r('editPackage', '/packages/:id/edit', 'Package', 'update'),
  r('addresses', '/addresses', 'Address'),
  r('newAddress', '/addresses/new', 'Address', 'create'),
  r('editAddress', '/addresses/:id/edit', 'Address', 'update'),
  r('importAddresses', '/addresses/import', 'Address', 'create'),
  r('stores', '/stores', 'Store'),
  r('newStore', '/stores/new', 'Store', 'create', { fiscalExempt: true }),
  // The provider's redirect back after the merchant approves the app (silent: saves, moves on).
  r('storeReturn', '/stores/update', 'Store', 'create', { fiscalExempt: true }),
  r('manualShipments', '/manual_shipments', 'ManualShipment'),
  r('newManualShipment', '/manual_shipments/:id/upload', 'ManualShipment', 'create'),
  r('waybills', '/waybills', 'Waybill'),
  r('newWaybill', '/waybills/new', 'Waybill', 'create'),
  r('importWaybills', '/waybills/import', 'Waybill', 'create'),
  r('overweights', '/overweights', 'Overweight'),
  r('newOverweight', '/overweights/new', 'Overweight', 'create'),
  r('importOverweights', '/overweights/import', 'Overweight', 'create'),
  r('preferences', '/preferences', 'Preference', 'create'),
  r('ownAgreements', '/own-agreements', 'OwnAgreement'),
  r('newOwnAgreement', '/own-agreements/new', 'OwnAgreement', 'create'),
  r('editOwnAgreement', '/own-agreements/:id/edit', 'OwnAgreement', 'update'),
  // Back office (spec 3)
  r('users', '/users', 'User'),
  r('newUser', '/users/new', 'User', 'create'),
  r('editUser', '/users/:id/edit', 'User', 'update'),
  r('subUsers', '/users/:userId/subusers', 'User', 'update'),
  r('userPrices', '/users/:id/prices', 'UserPrice'),
  r('userFiscalData', '/users/:id/fiscal-data', 'FiscalDatum'),
  r('userCarriers', '/user/:id/user-carriers', 'UserCarrier'),
  r('transactions', '/transactions', 'Transaction'),
  r('myTransactions', '/my-transactions', 'Transaction'),
  r('userTransactions', '/users/:userId/transactions', 'Transaction'),
  r('newUserTransaction', '/users/:userId/transactions/new', 'Transaction', 'create'),
  r('invoices', '/invoices', 'Invoice'),
  r('fiscalData', '/fiscal-data', 'FiscalDatum'),
  r('verify', '/verify', 'TaxFiscalDatum', 'read', { fiscalExempt: true }),
  r('taxFiscalDataForm', '/tax_fiscal_data', 'TaxFiscalDatum', 'read', { fiscalExempt: true }),
  r('carriers', '/carriers', 'Carrier'),
  r('newCarrier', '/carriers/new', 'Carrier', 'create'),
  r('editCarrier', '/carriers/:id/edit', 'Carrier', 'update'),
  r('carrierTestConnections', '/carriers/:carrierId/test-connections', 'TestConnection', 'create'),
  r('newService', '/carriers/:carrierId/services/new', 'Service', 'create'),
  r('editService', '/services/:id/edit', 'Service', 'update'),
  r('zones', '/zones', 'Zone'),
  r('newZone', '/zones/new', 'Zone', 'create'),
  r('editZone', '/zones/:id/edit', 'Zone', 'update'),
  r('countries', '/countries', 'Country'),
  r('editCountry', '/countries/:id/edit', 'Country', 'update'),
  r('providers', '/providers', 'Provider'),
  r('validators', '/validators', 'Validator'),
  r('settings', '/settings', 'Setting'),
  r('branding', '/settings/branding', 'Setting', 'update'),
  r('systemSettings', '/system-settings', 'SystemSetting'),
  r('notices', '/notices', 'Notice'),
  r('newNotice', '/notices/new', 'Notice', 'create'),
  r('editNotice', '/notices/:id/edit', 'Notice', 'update'),
  r('bankAccounts', '/bank-accounts', 'BankAccount'),
  r('newBankAccount', '/bank-accounts/new', 'BankAccount', 'create'),
  r('editBankAccount', '/bank-accounts/:id/edit', 'BankAccount', 'update'),
  r('paymentProofs', '/payment-proofs', 'Transaction', 'update'),
];

const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteEntry {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** The path of a named route, with `:params` filled in. */
export function pathTo(name: string, params: Record<string, string | number> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
}

export const HOME_ROUTE = 'home';
export const FISCAL_VERIFICATION_ROUTE = 'verify';
