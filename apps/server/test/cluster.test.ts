import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import {
  freePort,
  spawnServer,
  waitExit,
  waitHealthy,
  type ServerProcess,
} from './helpers/server-process';

const adminUrl = process.env.DATABASE_URL;
const SECRET = 'cluster-test-secret-0123456789';

type Reply = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Reply> {
  const res = await fetch(`${server.url}/api/v1/${path}`, {
    method,
    headers: {
      'x-tenant': 'demo',
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const signIn = (server: ServerProcess, email: string, password = 'Despacho.2026') =>
  call(server, 'POST', 'users/sign_in', { body: { user: { email, password } } });

// One of the two runs, never a skipped one: PGlite checks the refusal, PostgreSQL the cluster.
const embeddedRefusal = () =>
  describe('several processes on the embedded database', () => {
    it('refuses WEB_CONCURRENCY above 1 without DATABASE_URL, naming the fix', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'h-cluster-'));
      const server = spawnServer(
        { DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2', APP_SECRET: SECRET },
        await freePort(),
      );
      expect(await waitExit(server)).toBe(1);
      expect(server.output()).toMatch(/WEB_CONCURRENCY: more than one process needs PostgreSQL/);
      rmSync(dataDir, { recursive: true, force: true });
    });
  });

const twoProcesses = () =>
  describe('two server processes on one PostgreSQL', () => {
    const name = `despacho_cluster_${randomBytes(4).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'h-cluster-'));
    let a: ServerProcess;
    let b: ServerProcess;
    let smtp: SmtpSink;
    let databaseUrl = '';
    let addressBody: Record<string, unknown> = {};
    const mexicoId = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query(`SELECT id FROM countries WHERE code = 'MX'`);
      await client.end();
      return rows[0].id as number;
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      smtp = await startSmtpSink();
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SMTP_URL: smtp.url,
        APP_SECRET: SECRET,
        LOG_LEVEL: 'warn',
      };
      // Both start together on an empty database: the startup lock orders migrations and seed.
      a = spawnServer(env, await freePort());
      b = spawnServer(env, await freePort());
      await Promise.all([waitHealthy(a, 120_000), waitHealthy(b, 120_000)]);
    }, 150_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await smtp?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('shares sessions and writes: a token and an address made on one are good on the other', async () => {
      const session = await signIn(a, 'customer@despacho.test');
      expect(session.status).toBe(200);
      const token = session.body.data.token as string;
      const mx = await mexicoId();
      const address = {
        aka: 'Bodega cluster',
        name: 'Ana Ruiz',
        company: 'Ruiz',
        email: 'ana@example.com',
        phone: '8112345678',
        calling_code: '52',
        country_id: mx,
        state: 'Nuevo León',
        city: 'Monterrey',
        neighborhood: 'Centro',
        street: 'Morelos',
        number: '10',
        postal_code: '64000',
      };
      addressBody = address;
      const made = await call(b, 'POST', 'addresses', { token, body: { address } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const read = await call(a, 'GET', `addresses/${made.body.data.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data.aka).toBe('Bodega cluster');
    });

    it('counts sign-in failures across both processes (one limit, in the database)', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await signIn(i % 2 ? b : a, 'operator@despacho.test', 'wrong-password');
        answers.push(res.status);
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(answers[10]).toBe(429);
    });

    it('delivers a mail once although both processes run the mail jobs', async () => {
      const asked = await call(a, 'POST', 'forgot_password', {
        body: { user: { email: 'admin@despacho.test' } },
      });
      expect(asked.status).toBe(200);
      const mine = () => smtp.received.filter((m) => m.to.includes('admin@despacho.test'));
      for (let i = 0; i < 100 && mine().length === 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      // Both workers poll the same queue; a second copy would come within their polling interval.
      await new Promise((r) => setTimeout(r, 3000));
      expect(mine()).toHaveLength(1);
    });

    it('loses nothing acknowledged when one process is killed with SIGKILL', async () => {
      const token = (await signIn(b, 'customer@despacho.test')).body.data.token as string;
      const made = await call(a, 'POST', 'addresses', {
        token,
        body: { address: { ...addressBody, aka: 'Antes del kill' } },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      a.child.kill('SIGKILL');
      await waitExit(a);
      const read = await call(b, 'GET', `addresses/${made.body.data.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data.aka).toBe('Antes del kill');
    });
  });

if (adminUrl) twoProcesses();
else embeddedRefusal();
