import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { errorReply, mockApi } from '../test/mock-api';
import { api } from './api-client';
import { ApiError } from './api-error';
import { setLocale } from './i18n';
import { getSession, saveSession } from './session';

describe('api client', () => {
  it('sends tenant, language and bearer token headers', async () => {
    saveSession({ token: 'abc', user: makeUser() });
    await setLocale('en');
    const { calls } = mockApi({ 'GET registrations': () => ({}) });
    await api.get('registrations');
    expect(calls[0]?.headers).toMatchObject({
      'X-Tenant': 'demo',
      'Accept-Language': 'en',
      Authorization: 'Bearer abc',
    });
  });

  it('uses ?tenant= from the address and remembers it', async () => {
    window.history.replaceState(null, '', '/login?tenant=acme');
    const { calls } = mockApi({ 'GET tenant': () => ({}) });
    await api.get('tenant');
    window.history.replaceState(null, '', '/login');
    await api.get('tenant');
    expect(calls.map((c) => c.headers['X-Tenant'])).toEqual(['acme', 'acme']);
  });

  it('parses the error shape into an ApiError', async () => {
    mockApi({
      'POST notices': () =>
        errorReply(422, ['Revisa los campos'], { title: ['Obligatorio'] }, 'validation_failed'),
    });
    const error = await api.post('notices', { notice: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      messages: ['Revisa los campos'],
      errors: { title: ['Obligatorio'] },
      hasResponse: true,
    });
  });

  it('forgets the session when an authenticated call answers 401', async () => {
    saveSession({ token: 'expired', user: makeUser() });
    mockApi({ 'GET dashboards': () => errorReply(401, ['Sesión expirada']) });
    await expect(api.get('dashboards')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
  });

  it("keeps the session when a 401 is a provider's forged signature, not the person's token", async () => {
    saveSession({ token: 'good', user: makeUser() });
    mockApi({
      'POST stores/oauth_return': () =>
        errorReply(401, ['La firma del proveedor no es válida'], {}, 'signature_invalid'),
    });
    await expect(api.post('stores/oauth_return', {})).rejects.toMatchObject({
      code: 'signature_invalid',
    });
    expect(getSession()?.token).toBe('good');
  });
});
