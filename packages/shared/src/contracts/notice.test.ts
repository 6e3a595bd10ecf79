import { describe, expect, it } from 'vitest';
import { keyAt, keysOf, repeat } from '../forms/test-utils';
import { ZNoticeForm } from './notice';

const notice = { title: 'Aviso', description: '<p>Hola</p>' };

describe('notice form', () => {
  it('defaults type info and status active; blank expiry is null', () =>
    expect(ZNoticeForm.parse({ ...notice, expires_at: '' })).toMatchObject({
      notice_type: 'info',
      status: 'active',
      expires_at: null,
    }));
  it.each(['title', 'description'])('%s is required', (f) =>
    expect(keyAt(ZNoticeForm, { ...notice, [f]: '' }, f)).toBe('v.required'),
  );
  it.each([
    ['title', repeat(120), repeat(121), 'v.max_length'],
    ['description', repeat(5000), repeat(5001), 'v.max_length'],
    ['notice_type', 'error', 'danger', 'v.invalid_value'],
    ['status', 'suspended', 'paused', 'v.invalid_value'],
    ['expires_at', '2025-12-31', '2025-13-01', 'v.date'],
  ])('%s: %s passes, %s fails', (f, ok, bad, key) => {
    expect(keysOf(ZNoticeForm, { ...notice, [f]: ok })).toEqual({});
    expect(keyAt(ZNoticeForm, { ...notice, [f]: bad }, f)).toBe(key);
  });
});
