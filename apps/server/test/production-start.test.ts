import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitExit, waitHealthy } from './helpers/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'despacho-prod-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  APP_SECRET: 'production-secret-0123456789abcdef',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://envios.example.com',
  LOG_LEVEL: 'info',
};

async function signInDemo(url: string) {
  return fetch(`${url}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'demo' },
    body: JSON.stringify({ user: { email: 'developer@despacho.test', password: 'Despacho.2026' } }),
  });
}

// Each test starts real server processes on the embedded database: on a busy two-core machine
// a start (TypeScript, WebAssembly, migrations) can take most of a minute.
describe('starting the server (npm start)', { timeout: 150_000 }, () => {
  it('refuses production without its secret, mail server and public URL', async () => {
    const server = spawnServer({ ...production, APP_SECRET: '', SMTP_URL: '' }, await freePort());
    expect(await waitExit(server)).toBe(1);
    expect(server.output()).toMatch(/APP_SECRET: required in production/);
    expect(server.output()).toMatch(/SMTP_URL: required in production/);
  });

  it('never seeds the demo tenant in production, so the published password opens nothing', async () => {
    const server = spawnServer(production, await freePort());
    try {
      await waitHealthy(server);
      expect((await signInDemo(server.url)).status).toBe(404); // no tenant "demo" at all
      const mailbox = await fetch(`${server.url}/api/v1/dev/mailbox`, {
        headers: { 'x-tenant': 'demo' },
      });
      expect(mailbox.status).toBe(404);
      expect(server.output()).not.toMatch(/DEMO MODE/);
    } finally {
      await server.stop();
    }
  });

  it('seeds the demo in demo mode, says so loudly, and production then refuses that database', async () => {
    const demo = spawnServer(
      { ...production, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      await freePort(),
    );
    try {
      await waitHealthy(demo);
      expect((await signInDemo(demo.url)).status).toBe(200);
      expect(demo.output()).toMatch(/DEMO MODE/);
    } finally {
      await demo.stop();
    }
    const prod = spawnServer(production, await freePort());
    expect(await waitExit(prod)).toBe(1);
    expect(prod.output()).toMatch(/holds the demo tenant .*tenant:delete demo --yes/);
  });
});

describe('npm run cli -- tenant:create in production', () => {
  const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
  const prodDir = mkdtempSync(join(tmpdir(), 'despacho-prod-cli-'));
  afterAll(() => rmSync(prodDir, { recursive: true, force: true }));
  const env = { ...process.env, ...production, DATA_DIR: prodDir };
  const cli = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', ...args],
        { cwd: serverDir, env },
      );
      return { code: 0, out: stdout + stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: e.stdout + e.stderr };
    }
  };
  const admin = ['--name', 'Demo Real', '--admin-email', 'jefa@real.test'];

  it('refuses the demo tenant’s slug, so the next start still serves the database', async () => {
    const refused = await cli('tenant:create', 'demo', ...admin, '--admin-password', 'Secreta.123');
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/"demo" is reserved for the demo tenant/);
    const created = await cli(
      'tenant:create',
      'envios',
      ...admin,
      '--admin-password',
      'Secreta.123',
    );
    expect(created).toMatchObject({ code: 0 });

    const server = spawnServer({ ...production, DATA_DIR: prodDir }, await freePort());
    try {
      await waitHealthy(server);
      const signIn = await fetch(`${server.url}/api/v1/users/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant': 'envios' },
        body: JSON.stringify({ user: { email: 'jefa@real.test', password: 'Secreta.123' } }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
