import { createMongoAbility, subject, type MongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import type { UserType } from '../roles';
import { rulesFor } from './rules';

// The matrix as the server and the web app use it: CASL built from the shared raw rules.
const abilityOf = (user_type: UserType, id = 7): MongoAbility =>
  createMongoAbility(rulesFor({ id, user_type }) as never);

type Row = [UserType, string, string, boolean, Record<string, unknown>?];

const rows: Row[] = [
  // Everyone reads the dashboard; customers only see what is theirs.
  ['customer', 'read', 'Dashboard', true],
  ['customer', 'read', 'BankAccount', true],
  ['customer', 'create', 'BankAccount', false],
  ['customer', 'read', 'Notice', false],
  ['customer', 'read', 'User', false],
  ['customer', 'update', 'Address', true, { user_id: 7 }],
  ['customer', 'update', 'Address', false, { user_id: 8 }],
  ['customer', 'read', 'Transaction', true, { user_id: 7 }],
  ['customer', 'read', 'Transaction', false, { user_id: 8 }],
  ['customer', 'destroy', 'Shipment', false, { user_id: 7 }],
  ['customer', 'read', 'SystemSetting', false],
  // Operators read the tenant's users and transactions, change none.
  ['operator', 'read', 'User', true],
  ['operator', 'update', 'User', false],
  ['operator', 'read', 'Transaction', true, { user_id: 99 }],
  ['operator', 'create', 'Transaction', false],
  ['operator', 'read', 'Notice', false],
  // Overweights: the customer's own, never an operator's (issue 21).
  ['customer', 'read', 'Overweight', true, { user_id: 7 }],
  ['operator', 'read', 'Overweight', false, { user_id: 7 }],
  ['operator', 'update', 'Overweight', false, { user_id: 7 }],
  ['admin', 'update', 'Overweight', true, { user_id: 99 }],
  // ... and work the invoice queue (generate, reject) for every customer, but cancel none.
  ['operator', 'read', 'Invoice', true, { user_id: 99 }],
  ['operator', 'update', 'Invoice', true],
  ['operator', 'destroy', 'Invoice', false],
  ['admin', 'destroy', 'Invoice', true],
  ['customer', 'update', 'Invoice', false, { user_id: 7 }],
  // Admins run the back office but keep out of developer and tenant-owner matters.
  ['admin', 'create', 'Notice', true],
  ['admin', 'destroy', 'BankAccount', true],
  ['admin', 'update', 'Setting', true],
  ['admin', 'create', 'Setting', false],
  ['admin', 'destroy', 'Carrier', false],
  ['admin', 'update', 'CarrierSetting', false, { key: 'limit' }],
  ['admin', 'update', 'CarrierSetting', true, { key: 'api_key' }],
  ['admin', 'create', 'User', true, { user_type: 'customer' }],
  ['admin', 'create', 'User', false, { user_type: 'main_admin' }],
  ['admin', 'read', 'ManualShipment', true],
  ['admin', 'update', 'ManualShipment', false],
  ['admin', 'read', 'SystemSetting', false],
  ['admin', 'read', 'Validator', false],
  // The tenant owner may set limits and create admins, not developers.
  ['main_admin', 'update', 'CarrierSetting', true, { key: 'limit' }],
  ['main_admin', 'create', 'User', false, { user_type: 'main_admin' }],
  ['main_admin', 'update', 'User', true, { user_type: 'main_admin' }],
  ['main_admin', 'create', 'User', true, { user_type: 'admin' }],
  ['main_admin', 'create', 'User', false, { user_type: 'developer' }],
  ['main_admin', 'destroy', 'Service', false],
  ['main_admin', 'read', 'SystemSetting', false],
  // The platform operator may do everything.
  ['developer', 'manage', 'SystemSetting', true],
  ['developer', 'destroy', 'Shipment', true],
  ['developer', 'create', 'Validator', true],
];

describe('rulesFor (the role-to-grant matrix)', () => {
  it.each(rows)('%s may %s %s: %s %o', (role, action, model, allowed, fields) => {
    const ability = abilityOf(role);
    const target = fields ? subject(model, { ...fields }) : model;
    expect(ability.can(action, target as never)).toBe(allowed);
  });

  it('refuses admins the tenant-owner price fields but not the others', () => {
    const admin = abilityOf('admin');
    expect(admin.can('update', 'ServicePrice', 'price')).toBe(true);
    expect(admin.can('update', 'ServicePrice', 'main_admin_cost')).toBe(false);
    expect(abilityOf('main_admin').can('update', 'ServicePrice', 'main_admin_cost')).toBe(true);
  });

  it('says why a refusal happened', () => {
    const rule = abilityOf('admin').relevantRuleFor('destroy', 'Carrier');
    expect(rule?.inverted).toBe(true);
    expect(rule?.reason).toBe('developer_only');
  });
});
