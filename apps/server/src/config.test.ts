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
});
