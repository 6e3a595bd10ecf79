import { describe, expect, it } from 'vitest';
import { keyAt, keysOf, repeat } from '../forms/test-utils';
import { bankFromClabe, groupClabe } from '../mexico/abm-banks';
import { isValidClabe, ZBankAccountForm } from './bank-account';
import { ZSupportEmailForm } from './dashboard';
import { ZSettingCreateForm, ZSystemSettingCreateForm } from './setting';

const account = {
  account_number: '123456',
  clabe: '002010077777777771',
  beneficiary: 'Acme SA',
  rfc: 'aaa010101aaa',
};

describe('bank account', () => {
  it('accepts a valid account and upper-cases the RFC', () => {
    expect(keysOf(ZBankAccountForm, account)).toEqual({});
    expect(ZBankAccountForm.parse(account).rfc).toBe('AAA010101AAA');
  });
  it.each(['account_number', 'clabe', 'beneficiary', 'rfc'])('%s blank is only "required"', (f) =>
    expect(keysOf(ZBankAccountForm, { ...account, [f]: '' })).toEqual({ [f]: ['v.required'] }),
  );
  it.each([
    ['account_number', '123456', '12345', 'v.account_number'],
    ['account_number', repeat(20, '1'), repeat(21, '1'), 'v.max_length'],
    ['clabe', '002010077777777771', '002010077777777772', 'v.clabe_check_digit'],
    ['clabe', '002010077777777771', '00201007777777777', 'v.clabe'],
    ['clabe', '002010077777777771', '999010077777777774', 'v.clabe_bank'],
    ['beneficiary', repeat(120), repeat(121), 'v.max_length'],
    ['rfc', 'ABCD010101AB1', 'ABCD010101AB12', 'v.max_length'],
    ['rfc', 'ABC010101AB1', 'AB010101AB1', 'v.rfc'],
  ])('%s: %s passes, %s fails', (f, ok, bad, key) => {
    expect(keyAt(ZBankAccountForm, { ...account, [f]: ok }, f)).toBeUndefined();
    expect(keyAt(ZBankAccountForm, { ...account, [f]: bad }, f)).toBe(key);
  });
  it('checks the CLABE check digit', () => {
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(isValidClabe('002010077777777770')).toBe(false);
  });
  it('reads the bank from the CLABE (ABM catalogue) and groups it for reading', () => {
    expect(bankFromClabe('012180001234567899')).toBe('BBVA México');
    expect(bankFromClabe('072580009876543211')).toBe('Banorte');
    expect(bankFromClabe('646180003333333330')).toBe('STP');
    expect(bankFromClabe('999010077777777774')).toBeNull();
    expect(groupClabe('012180001234567899')).toBe('012 180 00123456789 9');
    expect(groupClabe('0121')).toBe('0121');
  });
});

describe('settings and support email', () => {
  it.each([
    [
      ZSettingCreateForm,
      { title: 'T', key: 'paypal_min_amount' },
      'key',
      'Bad Key',
      'v.invalid_value',
    ],
    [ZSettingCreateForm, { title: 'T', key: 'k' }, 'title', '', 'v.required'],
    [ZSettingCreateForm, { title: 'T', key: 'k' }, 'key', '', 'v.required'],
    [ZSettingCreateForm, { title: 'T', key: 'k' }, 'key', 'k'.repeat(81), 'v.max_length'],
    [ZSystemSettingCreateForm, { key: 'k' }, 'key', '', 'v.required'],
    [ZSupportEmailForm, { subject: 's', message: 'm' }, 'subject', repeat(151), 'v.max_length'],
  ] as const)('%#: %s', (schema, valid, f, bad, key) => {
    expect(keysOf(schema, valid)).toEqual({});
    expect(keyAt(schema, { ...valid, [f]: bad }, f)).toBe(key);
  });
});
