import type { UserType } from '../roles';
import type { Action, Model, Subject } from './models';

/** A CASL raw rule as plain data, so the server and the web app share one matrix. */
export interface PermissionRule {
  action: Action | Action[];
  subject: Subject | Subject[];
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
  reason?: string;
}

export interface Actor {
  id: number;
  user_type: UserType;
}

const CUSTOMER_OWN: Model[] = [
  'Shipment',
  'Parcel',
  'Rate',
  'Address',
  'Package',
  'Store',
  'FiscalDatum',
  'TaxFiscalDatum',
  'Preference',
  'ApiKey',
  'Webhook',
  'CreditCard',
  'Pickup',
  'OwnAgreement',
];

const ADMIN_BACK_OFFICE: Model[] = [
  'User',
  'Transaction',
  'UserPrice',
  'UserServiceAmount',
  'UserCarrier',
  'FiscalDatum',
  'TaxFiscalDatum',
  'Invoice',
  'Carrier',
  'CarrierSetting',
  'Service',
  'ServicePrice',
  'ServicePostalCode',
  'Zone',
  'Country',
  'State',
  'Notice',
  'BankAccount',
  'Report',
  'Waybill',
  'Overweight',
  'Pickup',
  'Shipment',
  'Parcel',
  'Rate',
  'Csd',
  'Address',
  'Package',
  'Store',
];

function customerRules(actor: Actor): PermissionRule[] {
  const own = { user_id: actor.id };
  return [
    { action: 'manage', subject: CUSTOMER_OWN, conditions: own },
    { action: 'create', subject: ['Quote', 'Payment'] },
    {
      action: 'read',
      subject: ['Transaction', 'Invoice', 'Overweight', 'Referral'],
      conditions: own,
    },
    { action: 'create', subject: 'Invoice', conditions: own },
    { action: 'update', subject: 'Overweight', conditions: own, fields: ['evidence', 'rebate'] },
    // Analytics: a customer's own figures (issue 22); staff read the tenant's (back office).
    { action: 'read', subject: ['Dashboard', 'BankAccount', 'Country', 'State', 'Analytics'] },
    { action: 'destroy', subject: 'Shipment', inverted: true, reason: 'developer_only' },
  ];
}

function operatorRules(actor: Actor): PermissionRule[] {
  return [
    ...customerRules(actor),
    { action: 'read', subject: ['User', 'Transaction', 'Pickup', 'Shipment'] },
    { action: 'create', subject: 'Shipment' },
    // Spec 3 §6: "non-customers" generate and reject invoice requests, so operators work the
    // queue; cancelling a stamped CFDI at SAT (destroy) stays with admins and up.
    { action: ['read', 'update'], subject: 'Invoice' },
    // Overweights are between the customer and the admins who charge them (issue 21): an
    // operator's own-account rights do not reach them.
    { action: 'manage', subject: 'Overweight', inverted: true, reason: 'not_for_operators' },
  ];
}

/** What admin and main_admin share: the tenant's back office, nothing a developer keeps. */
function backOfficeRules(actor: Actor): PermissionRule[] {
  return [
    ...customerRules(actor),
    { action: 'manage', subject: ADMIN_BACK_OFFICE },
    { action: ['read', 'create'], subject: 'ManualShipment' },
    { action: ['read', 'update'], subject: 'Setting' },
    { action: 'read', subject: ['Provider', 'Analytics', 'OwnAgreement'] },
    { action: 'create', subject: 'TestConnection' },
    {
      action: 'destroy',
      subject: ['Shipment', 'Carrier', 'Service'],
      inverted: true,
      reason: 'developer_only',
    },
  ];
}

function adminRules(actor: Actor): PermissionRule[] {
  return [
    ...backOfficeRules(actor),
    {
      action: 'update',
      subject: 'CarrierSetting',
      conditions: { key: 'limit' },
      inverted: true,
      reason: 'main_admin_only',
    },
    {
      action: ['create', 'update'],
      subject: 'User',
      conditions: { user_type: { $in: ['main_admin', 'developer'] } },
      inverted: true,
      reason: 'developer_only',
    },
    {
      action: 'update',
      subject: ['Service', 'ServicePrice', 'Carrier'],
      fields: [
        'main_admin_cost',
        'main_admin_percent',
        'main_admin_amount',
        'freeze_settings',
        'static_package_dimensions',
      ],
      inverted: true,
      reason: 'main_admin_only',
    },
  ];
}

function mainAdminRules(actor: Actor): PermissionRule[] {
  return [
    ...backOfficeRules(actor),
    {
      action: ['create', 'update'],
      subject: 'User',
      conditions: { user_type: 'developer' },
      inverted: true,
      reason: 'developer_only',
    },
    // Only developers make tenant owners (spec 3 §6); a main_admin still edits the others.
    {
      action: 'create',
      subject: 'User',
      conditions: { user_type: 'main_admin' },
      inverted: true,
      reason: 'developer_only',
    },
  ];
}

/**
 * The role-to-grant matrix (docs/permissions.md words it). Later rules win over earlier ones in
 * CASL, so each role lists its grants first and its refusals last.
 */
export function rulesFor(actor: Actor): PermissionRule[] {
  switch (actor.user_type) {
    case 'customer':
      return customerRules(actor);
    case 'operator':
      return operatorRules(actor);
    case 'admin':
      return adminRules(actor);
    case 'main_admin':
      return mainAdminRules(actor);
    case 'developer':
      return [{ action: 'manage', subject: 'all' }];
  }
}
