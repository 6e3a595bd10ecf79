import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';

export type PageMap = Partial<Record<string, LazyExoticComponent<ComponentType>>>;

const page = lazyPage;

/** Every route's screen, by route name (routes.test.ts checks none is missing). */
export const PAGES: PageMap = {
  addFunds: page(() => import('../features/add-funds/pages/AddFundsPage'), 'AddFundsPage', [
    'add-funds',
    'gateways',
    'openpay',
    'payment-proofs',
  ]),
  openpay: page(
    () => import('../features/add-funds/pages/OpenpayReturnPage'),
    'OpenpayReturnPage',
    ['openpay'],
  ),
  shipments: page(
    () => import('../features/shipments/pages/ShipmentsListPage'),
    'ShipmentsListPage',
    ['shipments', 'stores', 'tracking', 'wizard'],
  ),
  shipment: page(
    () => import('../features/shipments/pages/ShipmentDetailPage'),
    'ShipmentDetailPage',
    ['shipments', 'tracking', 'wizard'],
  ),
  newShipment: page(
    () => import('../features/shipments/wizard/AddressesStepPage'),
    'AddressesStepPage',
    ['wizard'],
  ),
  newParcel: page(() => import('../features/shipments/wizard/ParcelStepPage'), 'ParcelStepPage', [
    'wizard',
  ]),
  newRate: page(() => import('../features/shipments/wizard/RateStepPage'), 'RateStepPage', [
    'wizard',
  ]),
  confirmShipment: page(() => import('../features/shipments/wizard/ConfirmPage'), 'ConfirmPage', [
    'wizard',
  ]),
  shipmentPickup: page(
    () => import('../features/pickups/pages/ShipmentPickupPage'),
    'ShipmentPickupPage',
    ['pickups'],
  ),
  pickups: page(() => import('../features/pickups/pages/PickupsListPage'), 'PickupsListPage', [
    'pickups',
  ]),
  publicTracking: page(
    () => import('../features/tracking/pages/PublicTrackingPage'),
    'PublicTrackingPage',
    ['tracking'],
  ),
  preferences: page(
    () => import('../features/preferences/pages/PreferencesPage'),
    'PreferencesPage',
    ['wizard'],
  ),
  packages: page(() => import('../features/packages/pages/PackagesListPage'), 'PackagesListPage'),
  newPackage: page(
    () => import('../features/packages/pages/PackageFormPages'),
    'PackageCreatePage',
  ),
  editPackage: page(() => import('../features/packages/pages/PackageFormPages'), 'PackageEditPage'),
  addresses: page(
    () => import('../features/addresses/pages/AddressesListPage'),
    'AddressesListPage',
  ),
  newAddress: page(
    () => import('../features/addresses/pages/AddressFormPages'),
    'AddressCreatePage',
  ),
  editAddress: page(
    () => import('../features/addresses/pages/AddressFormPages'),
    'AddressEditPage',
  ),
  importAddresses: page(
    () => import('../features/addresses/pages/AddressImportPage'),
    'AddressImportPage',
  ),
  stores: page(() => import('../features/stores/pages/StoresListPage'), 'StoresListPage', [
    'stores',
  ]),
  newStore: page(() => import('../features/stores/pages/StoreConnectPage'), 'StoreConnectPage', [
    'stores',
  ]),
  storeReturn: page(() => import('../features/stores/pages/StoreReturnPage'), 'StoreReturnPage', [
    'stores',
  ]),
  importShipments: page(
    () => import('../features/shipment-imports/pages/ShipmentImportPages'),
    'ShipmentImportXlsxPage',
    ['shipment-imports'],
  ),
  importShipmentsCsv: page(
    () => import('../features/shipment-imports/pages/ShipmentImportPages'),
    'ShipmentImportCsvPage',
    ['shipment-imports'],
  ),
  login: page(() => import('../features/auth/pages/LoginPage'), 'LoginPage'),
  signup: page(() => import('../features/auth/pages/SignupPage'), 'SignupPage'),
  confirmation: page(() => import('../features/auth/pages/ConfirmationPage'), 'ConfirmationPage'),
  'email-confirm': page(
    () => import('../features/auth/pages/EmailConfirmPage'),
    'EmailConfirmPage',
  ),
  forgotPassword: page(
    () => import('../features/auth/pages/ForgotPasswordPage'),
    'ForgotPasswordPage',
  ),
  resetPassword: page(
    () => import('../features/auth/pages/ResetPasswordPage'),
    'ResetPasswordPage',
  ),
  partnersApiDocs: page(() => import('../features/api-docs/pages/ApiDocsPage'), 'ApiDocsPage', [
    'api-docs',
    'tracking',
  ]),
  logout: page(() => import('./pages/LogoutPage'), 'LogoutPage'),
  analytics: page(() => import('../features/analytics/pages/AnalyticsPage'), 'AnalyticsPage', [
    'analytics',
    'shipments',
  ]),
  externalApis: page(
    () => import('../features/external-apis/pages/ExternalApisPage'),
    'ExternalApisPage',
    ['external-apis'],
  ),
  webhookEndpoint: page(
    () => import('../features/external-apis/pages/WebhookEndpointPage'),
    'WebhookEndpointPage',
    ['external-apis'],
  ),
  home: page(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  dashboard: page(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  profile: page(() => import('../features/profile/pages/ProfilePage'), 'ProfilePage'),
  notices: page(() => import('../features/notices/pages/NoticesListPage'), 'NoticesListPage'),
  settings: page(() => import('../features/settings/pages/SettingsPage'), 'SettingsPage', [
    'settings-admin',
  ]),
  systemSettings: page(
    () => import('../features/system-settings/pages/SystemSettingsPage'),
    'SystemSettingsPage',
    ['settings-admin'],
  ),
  newNotice: page(() => import('../features/notices/pages/NoticeCreatePage'), 'NoticeCreatePage'),
  editNotice: page(() => import('../features/notices/pages/NoticeEditPage'), 'NoticeEditPage'),
  paymentProofs: page(
    () => import('../features/add-funds/pages/PaymentProofsPage'),
    'PaymentProofsPage',
    ['payment-proofs'],
  ),
  bankAccounts: page(
    () => import('../features/bank-accounts/pages/BankAccountsListPage'),
    'BankAccountsListPage',
  ),
  newBankAccount: page(
    () => import('../features/bank-accounts/pages/BankAccountCreatePage'),
    'BankAccountCreatePage',
  ),
  editBankAccount: page(
    () => import('../features/bank-accounts/pages/BankAccountEditPage'),
    'BankAccountEditPage',
  ),
  branding: page(() => import('../features/branding/pages/BrandingPage'), 'BrandingPage'),
  newQuote: page(() => import('../features/quotes/pages/QuotePage'), 'QuotePage', ['wizard']),
  carriers: page(() => import('../features/carriers/pages/CarriersListPage'), 'CarriersListPage'),
  newCarrier: page(
    () => import('../features/carriers/pages/CarrierCreatePage'),
    'CarrierCreatePage',
  ),
  editCarrier: page(() => import('../features/carriers/pages/CarrierEditPage'), 'CarrierEditPage', [
    'carrier-settings',
    'carrier-tests',
  ]),
  ownAgreements: page(
    () => import('../features/own-agreements/pages/OwnAgreementsListPage'),
    'OwnAgreementsListPage',
    ['own-agreements'],
  ),
  newOwnAgreement: page(
    () => import('../features/own-agreements/pages/OwnAgreementFormPages'),
    'OwnAgreementCreatePage',
    ['own-agreements'],
  ),
  editOwnAgreement: page(
    () => import('../features/own-agreements/pages/OwnAgreementFormPages'),
    'OwnAgreementEditPage',
    ['own-agreements'],
  ),
  carrierTestConnections: page(
    () => import('../features/carrier-tests/pages/CarrierTestConnectionsPage'),
    'CarrierTestConnectionsPage',
    ['carrier-tests'],
  ),
  newService: page(
    () => import('../features/services/pages/ServiceCreatePage'),
    'ServiceCreatePage',
  ),
  editService: page(() => import('../features/services/pages/ServiceEditPage'), 'ServiceEditPage', [
    'service-prices',
  ]),
  userPrices: page(() => import('../features/user-pricing/pages/UserPricesPage'), 'UserPricesPage'),
  // The carriers a special-carriers customer may use are checked on the same screen as prices.
  userCarriers: page(
    () => import('../features/user-pricing/pages/UserPricesPage'),
    'UserPricesPage',
  ),
  users: page(() => import('../features/users/pages/UsersListPage'), 'UsersListPage', ['users']),
  newUser: page(() => import('../features/users/pages/UserFormPages'), 'UserCreatePage', ['users']),
  editUser: page(() => import('../features/users/pages/UserFormPages'), 'UserEditPage', ['users']),
  subUsers: page(() => import('../features/users/pages/SubUsersPage'), 'SubUsersPage', ['users']),
  countries: page(() => import('../features/reference/pages/CountriesPage'), 'CountriesPage'),
  editCountry: page(() => import('../features/reference/pages/CountryEditPage'), 'CountryEditPage'),
  providers: page(() => import('../features/reference/pages/ProvidersPage'), 'ProvidersPage'),
  validators: page(() => import('../features/reference/pages/ValidatorsPage'), 'ValidatorsPage'),
  zones: page(() => import('../features/zones/pages/ZonesListPage'), 'ZonesListPage'),
  transactions: page(
    () => import('../features/transactions/pages/TransactionsListPage'),
    'TransactionsListPage',
    ['invoices', 'transactions'],
  ),
  myTransactions: page(
    () => import('../features/transactions/pages/MyTransactionsPage'),
    'MyTransactionsPage',
    ['invoices', 'transactions'],
  ),
  userTransactions: page(
    () => import('../features/transactions/pages/UserTransactionsPage'),
    'UserTransactionsPage',
    ['invoices', 'transactions'],
  ),
  newUserTransaction: page(
    () => import('../features/transactions/pages/NewUserTransactionPage'),
    'NewUserTransactionPage',
    ['transactions'],
  ),
  referrals: page(() => import('../features/referrals/pages/ReferralsPage'), 'ReferralsPage', [
    'referrals',
  ]),
  reports: page(() => import('../features/reports/pages/ReportsPage'), 'ReportsPage', ['reports']),
  newZone: page(() => import('../features/zones/pages/ZoneCreatePage'), 'ZoneCreatePage'),
  editZone: page(() => import('../features/zones/pages/ZoneEditPage'), 'ZoneEditPage'),
  fiscalData: page(() => import('../features/fiscal/pages/FiscalDataPage'), 'FiscalDataPage', [
    'fiscal',
  ]),
  userFiscalData: page(
    () => import('../features/fiscal/pages/UserFiscalDataPage'),
    'UserFiscalDataPage',
    ['fiscal'],
  ),
  verify: page(() => import('../features/fiscal/pages/VerifyPage'), 'VerifyPage', ['fiscal']),
  taxFiscalDataForm: page(
    () => import('../features/fiscal/pages/TaxFiscalDataPage'),
    'TaxFiscalDataPage',
    ['fiscal'],
  ),
  csds: page(() => import('../features/csds/pages/CsdPage'), 'CsdPage', ['csd']),
  invoices: page(() => import('../features/invoices/pages/InvoicesPage'), 'InvoicesPage', [
    'invoices',
  ]),
  manualShipments: page(
    () => import('../features/manual-shipments/pages/ManualShipmentsListPage'),
    'ManualShipmentsListPage',
    ['manual-shipments', 'shipments', 'tracking', 'wizard'],
  ),
  newManualShipment: page(
    () => import('../features/manual-shipments/pages/ManualLabelUploadPage'),
    'ManualLabelUploadPage',
    ['manual-shipments'],
  ),
  waybills: page(() => import('../features/waybills/pages/WaybillsListPage'), 'WaybillsListPage', [
    'waybills',
  ]),
  newWaybill: page(() => import('../features/waybills/pages/NewWaybillPage'), 'NewWaybillPage', [
    'waybills',
  ]),
  importWaybills: page(
    () => import('../features/waybills/pages/ImportWaybillsPage'),
    'ImportWaybillsPage',
    ['waybills'],
  ),
  overweights: page(
    () => import('../features/overweights/pages/OverweightsListPage'),
    'OverweightsListPage',
    ['overweights'],
  ),
  newOverweight: page(
    () => import('../features/overweights/pages/NewOverweightPage'),
    'NewOverweightPage',
    ['overweights'],
  ),
  importOverweights: page(
    () => import('../features/overweights/pages/ImportOverweightsPage'),
    'ImportOverweightsPage',
    ['overweights'],
  ),
};
