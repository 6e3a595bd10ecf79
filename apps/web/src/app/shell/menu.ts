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

/**
 * Customers keep their short account menu (`customer`, `configurations`). Staff get the
 * tenant's work by what it is about (`operation`, `catalog`, `money`, `settings`) and, apart,
 * what they do as a merchant themselves (`merchant`).
 */
export type MenuGroupKey =
  'customer' | 'configurations' | 'operation' | 'catalog' | 'money' | 'settings' | 'merchant';

export interface MenuGroup {
  key: MenuGroupKey;
  items: MenuItem[];
}

/** Setting values the menus depend on ('1' means on). */
export interface MenuFlags {
  referral_code?: string;
  overweights?: string;
  invoicing?: string;
  user_own_agreements?: string;
}

type Entry = MenuItem | false;

const item = (name: string, model?: Model, action: Action = 'read'): MenuItem => ({
  name,
  model,
  action,
});
const dashboard = (): MenuItem => ({ ...item('dashboard', 'Dashboard'), route: 'home' });

/**
 * The drawer's menus by role, permission and settings (spec 1 §2 Shell). Which entries a role
 * sees is the same as before issue 25; only staff's grouping changed. Each entry still passes
 * the permission its route checks (the server's rules, ability.ts).
 */
export function buildMenu(user: User, ability: AppAbility, flags: MenuFlags): MenuGroup[] {
  const groups = user.user_type === 'customer' ? customerMenu(flags) : staffMenu(user, flags);
  return groups
    .map(({ key, items }) => ({
      key,
      items: keep(items).filter((i) => !i.model || ability.can(i.action ?? 'read', i.model)),
    }))
    .filter((group) => group.items.length > 0);
}

function customerMenu(flags: MenuFlags): { key: MenuGroupKey; items: Entry[] }[] {
  return [
    {
      key: 'customer',
      items: [
        dashboard(),
        item('shipments', 'Shipment'),
        item('pickups', 'Pickup'),
        item('newQuote', 'Shipment', 'create'),
        item('myTransactions', 'Transaction'),
        item('analytics', 'Analytics'),
        item('stores', 'Store'),
        item('addFunds', 'Payment', 'create'),
        item('fiscalData', 'FiscalDatum'),
        flags.referral_code === '1' && item('referrals', 'Referral'),
        flags.overweights === '1' && item('overweights', 'Overweight'),
        flags.invoicing === '1' && item('invoices', 'Invoice'),
      ],
    },
    { key: 'configurations', items: ownConfigurations(flags) },
  ];
}

function staffMenu(user: User, flags: MenuFlags): { key: MenuGroupKey; items: Entry[] }[] {
  const type = user.user_type;
  const developer = type === 'developer';
  // Admins, owners and developers run the back office; operators a part of it.
  const admin = type === 'admin' || type === 'main_admin' || developer;
  const invoicing = flags.invoicing === '1';
  return [
    {
      key: 'operation',
      items: [
        dashboard(),
        item('shipments', 'Shipment'),
        item('pickups', 'Pickup'),
        admin && item('manualShipments', 'ManualShipment'),
        admin && item('waybills', 'Waybill'),
        (developer || flags.overweights === '1') && item('overweights', 'Overweight'),
        item('users', 'User'),
        admin && item('reports', 'Report'),
        // The tenant's figures; an operator's analytics are their own (merchant tools).
        admin && item('analytics', 'Analytics'),
      ],
    },
    {
      key: 'catalog',
      items: [
        admin && item('carriers', 'Carrier'),
        admin && item('zones', 'Zone'),
        admin && item('countries', 'Country'),
        developer && item('providers', 'Provider'),
      ],
    },
    {
      key: 'money',
      items: [
        item('transactions', 'Transaction'),
        admin && item('paymentProofs', 'Transaction', 'update'),
        invoicing && item('invoices', 'Invoice'),
        admin && item('bankAccounts', 'BankAccount'),
        admin && invoicing && item('csds', 'Csd'),
      ],
    },
    {
      key: 'settings',
      items: [
        admin && item('settings', 'Setting'),
        admin && item('branding', 'Setting', 'update'),
        admin && item('notices', 'Notice'),
        item('externalApis', 'ApiKey'),
        developer && item('validators', 'Validator'),
        developer && item('systemSettings', 'SystemSetting'),
      ],
    },
    {
      key: 'merchant',
      items: [
        item('newQuote', 'Shipment', 'create'),
        item('newShipment', 'Shipment', 'create'),
        item('myTransactions', 'Transaction'),
        !admin && item('analytics', 'Analytics'),
        item('stores', 'Store'),
        item('addFunds', 'Payment', 'create'),
        flags.referral_code === '1' && item('referrals', 'Referral'),
        ...ownConfigurations(flags).filter((i) => i && i.name !== 'externalApis'),
      ],
    },
  ];
}

/** The account's own shipping set-up (a customer's "Configuraciones"). */
function ownConfigurations(flags: MenuFlags): Entry[] {
  return [
    item('addresses', 'Address'),
    item('packages', 'Package'),
    item('preferences', 'Preference', 'create'),
    item('externalApis', 'ApiKey'),
    flags.user_own_agreements !== '0' && item('ownAgreements'),
  ];
}

function keep(items: Entry[]): MenuItem[] {
  return items.filter((i): i is MenuItem => i !== false);
}
