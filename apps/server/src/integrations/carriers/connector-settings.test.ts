import { describe, expect, it } from 'vitest';
import type { ConnectorContext } from './carrier-connector';
import { baseUrlOrHost, configuredBaseUrl, requireSettings, settingOf } from './connector-settings';

const ctx = (
  settings: Record<string, string>,
  environment: ConnectorContext['environment'] = 'sandbox',
): ConnectorContext => ({ settings, environment, signal: new AbortController().signal });

const HOSTS = { sandbox: 'https://sandbox.example', production: 'https://api.example' };

describe('connector settings', () => {
  it('reads a setting trimmed, and an unset one as empty', () => {
    expect(settingOf(ctx({ user: '  ana  ' }), 'user')).toBe('ana');
    expect(settingOf(ctx({}), 'user')).toBe('');
  });

  it('names every empty required setting in one "config" error', () => {
    expect(() => requireSettings(ctx({ user: 'ana' }), ['user'], 'Acme')).not.toThrow();
    expect(() =>
      requireSettings(ctx({ user: ' ', token: 't' }), ['user', 'token', 'pin'], 'Acme'),
    ).toThrow(
      expect.objectContaining({ kind: 'config', message: 'Missing Acme settings: user, pin' }),
    );
  });

  it('keeps base_url without query, hash or trailing slashes', () => {
    expect(configuredBaseUrl(ctx({}))).toBeNull();
    expect(configuredBaseUrl(ctx({ base_url: ' http://localhost:3000/demo/acme/// ' }))).toBe(
      'http://localhost:3000/demo/acme',
    );
    expect(configuredBaseUrl(ctx({ base_url: 'https://mock.example/?a=1#x' }))).toBe(
      'https://mock.example',
    );
  });

  it('refuses a base_url that is not an http(s) URL without credentials', () => {
    for (const base_url of ['not a url', 'ftp://mock.example', 'https://u:p@mock.example']) {
      expect(() => configuredBaseUrl(ctx({ base_url }))).toThrow(
        expect.objectContaining({ kind: 'config' }),
      );
    }
    expect(() => configuredBaseUrl(ctx({ base_url: 'nope' }))).toThrow(
      'The base_url setting is not a URL',
    );
    expect(() => configuredBaseUrl(ctx({ base_url: 'ftp://x.example' }))).toThrow(
      'The base_url setting must be an http(s) URL without credentials',
    );
  });

  it("falls back to the carrier's host for the environment when base_url is unset", () => {
    expect(baseUrlOrHost(ctx({}, 'sandbox'), HOSTS)).toBe('https://sandbox.example');
    expect(baseUrlOrHost(ctx({}, 'production'), HOSTS)).toBe('https://api.example');
    expect(baseUrlOrHost(ctx({ base_url: 'http://mock.example/' }, 'production'), HOSTS)).toBe(
      'http://mock.example',
    );
  });
});
