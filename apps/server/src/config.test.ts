import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('applies defaults and keeps a generated APP_SECRET across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'despacho-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      defaultTenant: 'demo',
      logLevel: 'info',
    });
    expect(first.appSecret).toHaveLength(64);
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(first.appSecret);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first.appSecret);
  });

  it('puts the default data directory at the repository root', () => {
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32) }).dataDir).toBe(join(REPO_ROOT, 'data'));
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', APP_SECRET: 'x'.repeat(32) });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('is demo mode unless NODE_ENV=production', () => {
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32) }).mode).toBe('demo');
    expect(loadConfig({ APP_SECRET: 'x'.repeat(32), NODE_ENV: 'test' }).mode).toBe('demo');
  });

  it('refuses to start production without a secret, a mail server and a public URL', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/APP_SECRET: required in production/);
    expect(message).toMatch(/SMTP_URL: required in production/);
    expect(message).toMatch(/PUBLIC_URL: required in production/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://envios.example.com',
    });
    expect(ok.mode).toBe('production');
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    const base = { APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'x y; z' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the webhook retry delay (60 s by default, 0 allowed, words refused)', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).webhookRetryDelaySeconds).toBe(60);
    expect(
      loadConfig({ ...secret, WEBHOOK_RETRY_DELAY_SECONDS: '0' }).webhookRetryDelaySeconds,
    ).toBe(0);
    expect(() => loadConfig({ ...secret, WEBHOOK_RETRY_DELAY_SECONDS: 'soon' })).toThrow(
      /WEBHOOK_RETRY_DELAY_SECONDS/,
    );
  });

  it('forks processes only on PostgreSQL (WEB_CONCURRENCY, 1 by default)', () => {
    const secret = { APP_SECRET: 'x'.repeat(32) };
    const pg = { ...secret, DATABASE_URL: 'postgres://db/despacho' };
    expect(loadConfig(secret).webConcurrency).toBe(1);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ ...secret, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs PostgreSQL/,
    );
    expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});
