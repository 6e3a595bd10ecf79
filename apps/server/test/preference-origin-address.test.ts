import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';

/**
 * The default origin (issue 25): a merchant keeps one saved address as the preference
 * `origin_address_id`, which the wizard reads back through the address book (so another
 * tenant's or a deleted address simply prefills nothing).
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('customer');
});
afterAll(() => t.close());

const save = (value: string) =>
  t.request('POST', api('users/update_preference'), {
    token,
    body: { preference: { key: 'origin_address_id', value } },
  });

describe('origin_address_id preference', () => {
  it('keeps an address id and hands it back with the user, and clears with an empty value', async () => {
    const set = await save('42');
    expect(set.status).toBe(200);
    expect(set.body.data.preferences.origin_address_id).toBe('42');
    const me = await t.request('GET', api('registrations'), { token });
    expect(me.body.data.preferences.origin_address_id).toBe('42');
    const cleared = await save('');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.preferences.origin_address_id).toBe('');
  });

  it('answers a field error, not a 500, for anything but an id', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '12345678901']) {
      const res = await save(bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors.value, bad).toBeTruthy();
    }
  });
});
