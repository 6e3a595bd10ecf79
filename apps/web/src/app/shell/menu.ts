import type { Action, Model, User } from '@despacho/shared';
import type { AppAbility } from '../ability';

export interface MenuItem {
  /** Route name (route-table.ts) and i18n key `nav.<name>`. */
  name: string;
  /** Route to open when it differs from `name` (Dashboard opens home, "/"). */
  route?: string;
  model?: Model;
  action?: Action;
}

export interface MenuGroup {
  key: 'customer' | 'operator' | 'admin' | 'developer' | 'configurations';
  items: MenuItem[];
}

/** Setting values the menus depend on ('1' means on). */
export interface MenuFlags {
  referral_code?: string;
  overweights?: string;
  invoicing?: string;
  user_own_agreements?: string;
}

const item = (name: string, model?: Model, action: Action = 'read'): MenuItem => ({
  name,
  model,
  action,
});

/** The drawer's menus by role, permission and settings (spec 1 §2 Shell). */
export function buildMenu(user: User, ability: AppAbility, flags: MenuFlags): MenuGroup[] {
  const type = user.user_type;
  const invoicing = flags.invoicing === '1';
  const isAdmin = type === 'admin' || type === 'main_admin' || type === 'developer';

  const customer: (MenuItem | false)[] = [
    { ...item('dashboard', 'Dashboard'), route: 'home' },
    item('shipments', 'Shipment'),
    // Their own pickups (staff find the tenant's in their own group).
    type === 'customer' && item('pickups', 'Pickup'),
    item('newQuote', 'Shipment', 'create'),
    item('myTransactions', 'Transaction'),
    // Their own figures; staff find the tenant's analytics in their own group (issue 22).
    !isAdmin && item('analytics', 'Analytics'),
    item('stores', 'Store'),
    item('addFunds', 'Payment', 'create'),
    type === 'customer' && item('fiscalData', 'FiscalDatum'),
    flags.referral_code === '1' && item('referrals', 'Referral'),
    (type === 'developer' || flags.overweights === '1') && item('overweights', 'Overweight'),
    invoicing && item('invoices', 'Invoice'),
  ];
  const admin: (MenuItem | false)[] = [
    item('users', 'User'),
    item('transactions', 'Transaction'),
    item('reports', 'Report'),
    item('notices', 'Notice'),
    item('carriers', 'Carrier'),
    item('waybills', 'Waybill'),
    item('bankAccounts', 'BankAccount'),
    item('paymentProofs', 'Transaction', 'update'),
    item('settings', 'Setting'),
    item('branding', 'Setting', 'update'),
    item('analytics', 'Analytics'),
    item('countries', 'Country'),
    item('manualShipments', 'ManualShipment'),
    item('zones', 'Zone'),
    item('pickups', 'Pickup'),
    invoicing && item('csds', 'Csd'),
  ];
  const configurations: (MenuItem | false)[] = [
    item('addresses', 'Address'),
    item('packages', 'Package'),
    item('preferences', 'Preference', 'create'),
    item('externalApis', 'ApiKey'),
    flags.user_own_agreements !== '0' && item('ownAgreements'),
  ];

  const groups: MenuGroup[] = [
    { key: 'customer', items: keep(customer) },
    {
      key: 'operator',
      items:
        type === 'operator'
          ? [item('users', 'User'), item('transactions', 'Transaction'), item('pickups', 'Pickup')]
          : [],
    },
    { key: 'admin', items: isAdmin ? keep(admin) : [] },
    {
      key: 'developer',
      items:
        type === 'developer'
          ? [
              item('providers', 'Provider'),
              item('validators', 'Validator'),
              item('systemSettings', 'SystemSetting'),
            ]
          : [],
    },
    { key: 'configurations', items: keep(configurations) },
  ];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((i) => !i.model || ability.can(i.action ?? 'read', i.model)),
    }))
    .filter((group) => group.items.length > 0);
}

function keep(items: (MenuItem | false)[]): MenuItem[] {
  return items.filter((i): i is MenuItem => i !== false);
}
