import { describe, expect, it } from 'vitest';
import { keyAt, keysOf, repeat } from '../forms/test-utils';
import {
  ZEmailForm,
  ZProfileForm,
  ZResetPasswordForm,
  ZSignInForm,
  ZSignupStep1,
  ZSignupStep2,
} from './auth';

const signup = {
  name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@x.mx',
  password: 'secreto1',
  phone: '(81) 1234-5678',
  company: 'Acme',
};

describe('login', () => {
  it.each([
    [{ email: 'ana@x.mx', password: repeat(35) }, 'password', undefined],
    [{ email: 'ana@x.mx', password: repeat(36) }, 'password', 'v.max_length'],
    [{ email: 'ana@x.mx', password: '' }, 'password', 'v.required'],
    [{ email: '', password: 'x' }, 'email', 'v.required'],
    [{ email: 'ana@', password: 'x' }, 'email', 'v.email'],
  ])('%o', (input, path, key) => expect(keyAt(ZSignInForm, input, path)).toBe(key));
});

describe('signup step 1', () => {
  it('accepts a complete form and strips the phone', () =>
    expect(ZSignupStep1.parse(signup).phone).toBe('8112345678'));
  it.each(['name', 'last_name', 'email', 'password', 'phone'])('%s is required', (f) =>
    expect(keyAt(ZSignupStep1, { ...signup, [f]: '' }, f)).toBe('v.required'),
  );
  it('company is optional (spec 1 §5 does not require it)', () => {
    const { company: _, ...withoutCompany } = signup;
    expect(keysOf(ZSignupStep1, withoutCompany)).toEqual({});
    expect(keysOf(ZSignupStep1, { ...signup, company: '' })).toEqual({});
  });
  it.each([
    ['name', repeat(35), repeat(36), 'v.max_length'],
    ['last_name', repeat(35), repeat(36), 'v.max_length'],
    ['company', repeat(80), repeat(81), 'v.max_length'],
    ['password', repeat(8), repeat(7), 'v.password_length'],
    ['password', repeat(35), repeat(36), 'v.password_length'],
    ['phone', '+52 (81) 1234-5678'.replace('52 ', ''), '811234567', 'v.phone'],
    ['phone', '8112345678', '81123456789', 'v.phone'],
    ['referred_by', repeat(20), repeat(21), 'v.max_length'],
  ])('%s: at the limit passes, one past fails', (f, ok, bad, key) => {
    expect(keyAt(ZSignupStep1, { ...signup, [f]: ok }, f)).toBeUndefined();
    expect(keyAt(ZSignupStep1, { ...signup, [f]: bad }, f)).toBe(key);
  });
});

describe('signup step 2', () => {
  it('needs the first answer only', () => {
    expect(keysOf(ZSignupStep2, { shipments_per_month: '1-20' })).toEqual({});
    expect(keyAt(ZSignupStep2, {}, 'shipments_per_month')).toBe('v.answer_required');
    expect(
      keyAt(ZSignupStep2, { shipments_per_month: '1-20', business_type: 'x' }, 'business_type'),
    ).toBe('v.invalid_value');
  });
});

describe('profile', () => {
  const profile = {
    name: 'Ana',
    last_name: 'P',
    company: 'Acme',
    phone: '8112345678',
    email: 'ana@x.mx',
  };
  it.each(['name', 'last_name', 'phone', 'email'])('%s is required', (f) =>
    expect(keyAt(ZProfileForm, { ...profile, [f]: '' }, f)).toBe('v.required'),
  );
  it('company may be blank or left out', () => {
    expect(keysOf(ZProfileForm, { ...profile, company: '' })).toEqual({});
    const { company: _, ...withoutCompany } = profile;
    expect(keysOf(ZProfileForm, withoutCompany)).toEqual({});
    expect(keyAt(ZProfileForm, { ...profile, company: repeat(81) }, 'company')).toBe(
      'v.max_length',
    );
  });
  it('a new password needs its confirmation and the current one', () => {
    expect(
      keysOf(ZProfileForm, {
        ...profile,
        password: 'secreto1',
        password_confirmation: 'secreto2',
        current_password: 'x',
      }),
    ).toEqual({ password_confirmation: ['v.password_confirmation'] });
    expect(
      keysOf(ZProfileForm, { ...profile, password: 'secreto1', password_confirmation: 'secreto1' }),
    ).toEqual({ current_password: ['v.required'] });
  });
});

describe('reset password', () => {
  it('a mismatch is reported under password', () => {
    expect(
      keysOf(ZResetPasswordForm, { password: 'secreto1', password_confirmation: 'secreto1' }),
    ).toEqual({});
    expect(
      keysOf(ZResetPasswordForm, { password: 'secreto1', password_confirmation: 'secreto2' }),
    ).toEqual({ password: ['v.password_confirmation'] });
  });
  it('email forms need a valid email', () =>
    expect(keyAt(ZEmailForm, { email: 'x' }, 'email')).toBe('v.email'));
});
