/** Every model the specs guard with a permission (route model/action pairs). */
export const MODELS = [
  'Address', 'Analytics', 'ApiKey', 'BankAccount', 'Carrier', 'CarrierSetting', 'Country',
  'CreditCard', 'Csd', 'Dashboard', 'FiscalDatum', 'Invoice', 'ManualShipment', 'Notice',
  'Overweight', 'Package', 'Parcel', 'Payment', 'Pickup', 'Preference', 'Provider', 'Quote',
  'Rate', 'Referral', 'Report', 'Service', 'ServicePostalCode', 'ServicePrice', 'Setting',
  'Shipment', 'State', 'Store', 'SystemSetting', 'TaxFiscalDatum', 'TestConnection',
  'Transaction', 'User', 'UserCarrier', 'UserPrice', 'UserServiceAmount', 'Validator', 'Waybill',
  'Zone',
] as const;
export type Model = (typeof MODELS)[number];

/** `manage` is every action; `index` is the list read the specs' acls answer names. */
export const ACTIONS = ['manage', 'read', 'index', 'create', 'update', 'destroy'] as const;
export type Action = (typeof ACTIONS)[number];
export type Subject = Model | 'all';
