import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithReload } from '../lib/stale-chunk';

export type PageMap = Partial<Record<string, LazyExoticComponent<ComponentType>>>;

/**
 * Loads one page on first visit, so the first screen downloads only what it shows. A chunk
 * that fails to load (a deploy since the tab was opened) reloads the app once.
 */
export const lazyPage = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) => lazy(loadWithReload(() => load().then((m) => ({ default: m[name] }))));

const page = lazyPage;

/** The screens built so far, by route name; every other route shows "coming soon". */
export const PAGES: PageMap = {
  addFunds: page(() => import('../features/add-funds/pages/AddFundsPage'), 'AddFundsPage'),
  openpay: page(() => import('../features/add-funds/pages/OpenpayReturnPage'), 'OpenpayReturnPage'),
  shipments: page(
    () => import('../features/shipments/pages/ShipmentsListPage'),
    'ShipmentsListPage',
  ),
  newShipment: page(
    () => import('../features/shipments/wizard/AddressesStepPage'),
    'AddressesStepPage',
  ),
  newParcel: page(() => import('../features/shipments/wizard/ParcelStepPage'), 'ParcelStepPage'),
  newRate: page(() => import('../features/shipments/wizard/RateStepPage'), 'RateStepPage'),
  confirmShipment: page(() => import('../features/shipments/wizard/ConfirmPage'), 'ConfirmPage'),
  shipmentPickup: page(
    () => import('../features/pickups/pages/ShipmentPickupPage'),
    'ShipmentPickupPage',
  ),
  pickups: page(() => import('../features/pickups/pages/PickupsListPage'), 'PickupsListPage'),
  publicTracking: page(
    () => import('../features/tracking/pages/PublicTrackingPage'),
    'PublicTrackingPage',
  ),
  preferences: page(
    () => import('../features/preferences/pages/PreferencesPage'),
    'PreferencesPage',
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
  stores: page(() => import('../features/stores/pages/StoresListPage'), 'StoresListPage'),
  newStore: page(() => import('../features/stores/pages/StoreConnectPage'), 'StoreConnectPage'),
  storeReturn: page(() => import('../features/stores/pages/StoreReturnPage'), 'StoreReturnPage'),
  importShipments: page(
    () => import('../features/shipment-imports/pages/ShipmentImportPages'),
    'ShipmentImportXlsxPage',
  ),
  importShipmentsCsv: page(
    () => import('../features/shipment-imports/pages/ShipmentImportPages'),
    'ShipmentImportCsvPage',
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
  partnersApiDocs: page(() => import('../features/api-docs/pages/ApiDocsPage'), 'ApiDocsPage'),
  logout: page(() => import('./pages/LogoutPage'), 'LogoutPage'),
  analytics: page(() => import('../features/analytics/pages/AnalyticsPage'), 'AnalyticsPage'),
  externalApis: page(
    () => import('../features/external-apis/pages/ExternalApisPage'),
    'ExternalApisPage',
  ),
  webhookEndpoint: page(
    () => import('../features/external-apis/pages/WebhookEndpointPage'),
    'WebhookEndpointPage',
  ),
  home: page(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  dashboard: page(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage'),
  profile: page(() => import('../features/profile/pages/ProfilePage'), 'ProfilePage'),
  notices: page(() => import('../features/notices/pages/NoticesListPage'), 'NoticesListPage'),
  settings: page(() => import('../features/settings/pages/SettingsPage'), 'SettingsPage'),
  systemSettings: page(
    () => import('../features/system-settings/pages/SystemSettingsPage'),
    'SystemSettingsPage',
  ),
  newNotice: page(() => import('../features/notices/pages/NoticeCreatePage'), 'NoticeCreatePage'),
  editNotice: page(() => import('../features/notices/pages/NoticeEditPage'), 'NoticeEditPage'),
  paymentProofs: page(
    () => import('../features/add-funds/pages/PaymentProofsPage'),
    'PaymentProofsPage',
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
  newQuote: page(() => import('../features/quotes/pages/QuotePage'), 'QuotePage'),
  carriers: page(() => import('../features/carriers/pages/CarriersListPage'), 'CarriersListPage'),
  newCarrier: page(
    () => import('../features/carriers/pages/CarrierCreatePage'),
    'CarrierCreatePage',
  ),
  editCarrier: page(() => import('../features/carriers/pages/CarrierEditPage'), 'CarrierEditPage'),
  ownAgreements: page(
    () => import('../features/own-agreements/pages/OwnAgreementsListPage'),
    'OwnAgreementsListPage',
  ),
  newOwnAgreement: page(
    () => import('../features/own-agreements/pages/OwnAgreementFormPages'),
    'OwnAgreementCreatePage',
  ),
  editOwnAgreement: page(
    () => import('../features/own-agreements/pages/OwnAgreementFormPages'),
    'OwnAgreementEditPage',
  ),
  carrierTestConnections: page(
    () => import('../features/carrier-tests/pages/CarrierTestConnectionsPage'),
    'CarrierTestConnectionsPage',
  ),
  newService: page(
    () => import('../features/services/pages/ServiceCreatePage'),
    'ServiceCreatePage',
  ),
  editService: page(() => import('../features/services/pages/ServiceEditPage'), 'ServiceEditPage'),
  userPrices: page(() => import('../features/user-pricing/pages/UserPricesPage'), 'UserPricesPage'),
  // The carriers a special-carriers customer may use are checked on the same screen as prices.
  userCarriers: page(
    () => import('../features/user-pricing/pages/UserPricesPage'),
    'UserPricesPage',
  ),
  users: page(() => import('../features/users/pages/UsersListPage'), 'UsersListPage'),
  newUser: page(() => import('../features/users/pages/UserFormPages'), 'UserCreatePage'),
  editUser: page(() => import('../features/users/pages/UserFormPages'), 'UserEditPage'),
  subUsers: page(() => import('../features/users/pages/SubUsersPage'), 'SubUsersPage'),
  countries: page(() => import('../features/reference/pages/CountriesPage'), 'CountriesPage'),
  editCountry: page(() => import('../features/reference/pages/CountryEditPage'), 'CountryEditPage'),
  providers: page(() => import('../features/reference/pages/ProvidersPage'), 'ProvidersPage'),
  validators: page(() => import('../features/reference/pages/ValidatorsPage'), 'ValidatorsPage'),
  zones: page(() => import('../features/zones/pages/ZonesListPage'), 'ZonesListPage'),
  transactions: page(
    () => import('../features/transactions/pages/TransactionsListPage'),
    'TransactionsListPage',
  ),
  myTransactions: page(
    () => import('../features/transactions/pages/MyTransactionsPage'),
    'MyTransactionsPage',
  ),
  userTransactions: page(
    () => import('../features/transactions/pages/UserTransactionsPage'),
    'UserTransactionsPage',
  ),
  newUserTransaction: page(
    () => import('../features/transactions/pages/NewUserTransactionPage'),
    'NewUserTransactionPage',
  ),
  referrals: page(() => import('../features/referrals/pages/ReferralsPage'), 'ReferralsPage'),
  reports: page(() => import('../features/reports/pages/ReportsPage'), 'ReportsPage'),
  newZone: page(() => import('../features/zones/pages/ZoneCreatePage'), 'ZoneCreatePage'),
  editZone: page(() => import('../features/zones/pages/ZoneEditPage'), 'ZoneEditPage'),
  fiscalData: page(() => import('../features/fiscal/pages/FiscalDataPage'), 'FiscalDataPage'),
  userFiscalData: page(
    () => import('../features/fiscal/pages/UserFiscalDataPage'),
    'UserFiscalDataPage',
  ),
  verify: page(() => import('../features/fiscal/pages/VerifyPage'), 'VerifyPage'),
  taxFiscalDataForm: page(
    () => import('../features/fiscal/pages/TaxFiscalDataPage'),
    'TaxFiscalDataPage',
  ),
  csds: page(() => import('../features/csds/pages/CsdPage'), 'CsdPage'),
  invoices: page(() => import('../features/invoices/pages/InvoicesPage'), 'InvoicesPage'),
  manualShipments: page(
    () => import('../features/manual-shipments/pages/ManualShipmentsListPage'),
    'ManualShipmentsListPage',
  ),
  newManualShipment: page(
    () => import('../features/manual-shipments/pages/ManualLabelUploadPage'),
    'ManualLabelUploadPage',
  ),
  waybills: page(() => import('../features/waybills/pages/WaybillsListPage'), 'WaybillsListPage'),
  newWaybill: page(() => import('../features/waybills/pages/NewWaybillPage'), 'NewWaybillPage'),
  importWaybills: page(
    () => import('../features/waybills/pages/ImportWaybillsPage'),
    'ImportWaybillsPage',
  ),
  overweights: page(
    () => import('../features/overweights/pages/OverweightsListPage'),
    'OverweightsListPage',
  ),
  newOverweight: page(
    () => import('../features/overweights/pages/NewOverweightPage'),
    'NewOverweightPage',
  ),
  importOverweights: page(
    () => import('../features/overweights/pages/ImportOverweightsPage'),
    'ImportOverweightsPage',
  ),
};
