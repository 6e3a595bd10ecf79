import {
  CarrierQuoteGuard,
  type QuoteGuardOptions,
} from '../../src/modules/quotes/carrier-quote-guard';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { AppDeps } from '../../src/http/context';
import { migrateDatabase } from '../../src/db/migrate';
import { seededTestDatabase } from './seeded-template';
import { createTestDatabase } from './test-database';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo-seed';
import { seedDemoCatalogue } from '../../src/db/seed/demo-catalogue';
import { seedDemoMexicanCarriers } from '../../src/db/seed/demo-mx-carriers';
import { seedDemoPostalCodes } from '../../src/db/seed/demo-postal-codes';
import { createLogger, type Logger } from '../../src/lib/logger';
import { hashPassword } from '../../src/lib/passwords';
import { SecretBox } from '../../src/lib/secret-box';
import { createConfirmedUser } from '../../src/modules/auth/accounts.service';
import { createBankAccountRecord } from '../../src/modules/bank-accounts/bank-accounts.service';
import { createNoticeRecord } from '../../src/modules/notices/notices.service';
import { createTenant, tenantBySlug } from '../../src/modules/tenants/tenants.service';

export type Role = 'developer' | 'main_admin' | 'admin' | 'operator' | 'customer';
export const ROLES: Role[] = ['developer', 'main_admin', 'admin', 'operator', 'customer'];
export const OTHER_TENANT = 'otra';
export const PASSWORD = DEMO_PASSWORD;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON replies loosely
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  text: string;
  raw: Buffer;
}

export interface RequestOptions {
  /** Sign in as this role of the tenant first (tokens are cached); null = no token. */
  as?: Role | null;
  token?: string;
  tenant?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  lang?: 'en' | 'es-MX';
  /** The client address (default 127.0.0.1); per-IP limits count it. */
  ip?: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's collaborators (jobs and workflows called directly by tests). */
  deps: AppDeps;
  database: Database;
  config: AppConfig;
  secrets: SecretBox;
  /** Ids of the second tenant's records, for the cross-tenant 404 tests. */
  other: { tenantId: number; noticeId: number; bankAccountId: number; customerId: number };
  demoTenantId: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  request<T = any>(
    method: InjectOptions['method'],
    url: string,
    opts?: RequestOptions,
  ): Promise<Reply<T>>;
  tokenFor(role: Role, tenant?: string): Promise<string>;
  emailOf(role: Role, tenant?: string): string;
  close(): Promise<void>;
  /** Forgets carriers' cached answers and breakers (tests that count or time carrier calls). */
  resetQuoteGuard(): void;
}

export interface TestAppOptions {
  /** Config overrides (run mode, SMTP, trusted proxies…). */
  config?: Partial<AppConfig>;
  /** Log through this logger (silent by default). */
  logger?: Logger;
  /** Run the background jobs (mail delivery) in the test app. */
  startJobs?: boolean;
  jobOptions?: BuildAppOptions['jobOptions'];
  /** Own the database as a non-superuser role (the README's production setup). */
  nonSuperuserOwner?: boolean;
  /** Overrides apps/web/dist (static-web tests). */
  webDistDir?: string;
  /** Seed the demo catalogue (Despacho Express, FedEx sandbox) and the demo postal codes. */
  demoCatalogue?: boolean;
  /** Also seed the demo's carriers of Mexico (DHL, Estafeta, Paquetexpress, Redpack, DrEnvío). */
  mexicanCarriers?: boolean;
  /** Carrier connectors and their deadline (quote tests). */
  connectors?: BuildAppOptions['connectors'];
  carrierDeadlineMs?: number;
  /** Breaker and answer-cache timings. */
  quoteGuard?: QuoteGuardOptions;
}

/** A fresh database (PGlite in memory, or a new PostgreSQL database), the demo seed and `otra`. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const config: AppConfig = {
    port: 0,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: resolve(tmpdir(), 'despacho-test'),
    smtpUrl: undefined,
    appSecret: 'test-secret-0123456789abcdef',
    logLevel: 'silent',
    publicUrl: 'http://localhost:3000',
    defaultTenant: 'demo',
    nodeEnv: 'test',
    mode: 'demo',
    trustProxy: false,
    allowSuperuser: false,
    ...opts.config,
  };
  const log = opts.logger ?? createLogger('silent');
  const secrets = new SecretBox(config.appSecret);
  const seed = (database: Database) => seedTestDatabase(database, secrets, config, opts);
  // A non-superuser owner is set up per database (its own role): no shared template.
  const { database, drop, seeded } = opts.nonSuperuserOwner
    ? await createTestDatabase({ nonSuperuserOwner: true }).then(async (made) => ({
        ...made,
        seeded: await seed(made.database),
      }))
    : await seededTestDatabase(
        JSON.stringify([
          config.appSecret,
          config.publicUrl,
          !!opts.demoCatalogue,
          !!opts.mexicanCarriers,
        ]),
        seed,
      );
  const { other, demoTenantId } = seeded;

  const app = await buildApp({
    config,
    database,
    logger: log,
    startJobs: opts.startJobs,
    jobOptions: opts.jobOptions,
    webDistDir: opts.webDistDir,
    connectors: opts.connectors,
    carrierDeadlineMs: opts.carrierDeadlineMs,
    quoteGuard: opts.quoteGuard,
  });
  await app.ready();

  const tokens = new Map<string, string>();
  const emailOf = (role: Role, tenant = 'demo') =>
    tenant === 'demo' ? `${role}@despacho.test` : `${role}@${tenant}.test`;

  async function request<T>(
    method: InjectOptions['method'],
    url: string,
    opts: RequestOptions = {},
  ): Promise<Reply<T>> {
    const tenant = opts.tenant === undefined ? 'demo' : opts.tenant;
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (tenant) headers['x-tenant'] = tenant;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const token = opts.token ?? (opts.as ? await tokenFor(opts.as, tenant ?? 'demo') : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    // A string body is sent raw (malformed JSON tests); objects are serialised by inject.
    if (typeof opts.body === 'string') headers['content-type'] ??= 'application/json';
    const res = await app.inject({
      method,
      url,
      headers,
      query: opts.query,
      remoteAddress: opts.ip ?? '127.0.0.1',
      ...(opts.body !== undefined ? { payload: opts.body as string | object | Buffer } : {}),
    });
    let body: unknown = undefined;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return {
      status: res.statusCode,
      body: body as T,
      headers: res.headers,
      text: res.body,
      raw: res.rawPayload,
    };
  }

  async function tokenFor(role: Role, tenant = 'demo'): Promise<string> {
    const key = `${tenant}:${role}`;
    const cached = tokens.get(key);
    if (cached) return cached;
    // Each cached sign-in comes from its own address, so it never counts against a test's limits.
    const res = await request<{ data: { token: string } }>('POST', '/api/v1/users/sign_in', {
      tenant,
      ip: `10.99.${tokens.size}.${ROLES.indexOf(role) + 1}`,
      body: { user: { email: emailOf(role, tenant), password: PASSWORD } },
    });
    if (res.status !== 200)
      throw new Error(`sign in as ${role}@${tenant} failed: ${res.status} ${res.text}`);
    tokens.set(key, res.body.data.token);
    return res.body.data.token;
  }

  return {
    app,
    deps: app.deps,
    database,
    config,
    secrets,
    other,
    demoTenantId,
    request,
    tokenFor,
    emailOf,
    resetQuoteGuard: () => {
      app.deps.quoteGuard.shutdown();
      app.deps.quoteGuard = new CarrierQuoteGuard(opts.quoteGuard);
    },
    close: async () => {
      await app.close();
      // A test may have closed the database already (the database-down tests).
      await database.close().catch(() => undefined);
      await drop();
    },
  };
}

/** Migrations, the demo seed (and catalogue when asked) and the second tenant `otra`. */
async function seedTestDatabase(
  database: Database,
  secrets: SecretBox,
  config: AppConfig,
  opts: TestAppOptions,
): Promise<{ other: TestApp['other']; demoTenantId: number }> {
  await migrateDatabase(database);
  const log = createLogger('silent');
  await seedDemo(database, secrets, log, config.publicUrl);
  if (opts.demoCatalogue) {
    await seedDemoCatalogue(database, secrets, 'demo', log);
    await seedDemoPostalCodes(database);
  }
  if (opts.mexicanCarriers) await seedDemoMexicanCarriers(database, secrets, 'demo', log);
  const passwordHash = await hashPassword(PASSWORD);
  const other = { tenantId: 0, noticeId: 0, bankAccountId: 0, customerId: 0 };
  await createTenant(
    database.db,
    secrets,
    {
      slug: OTHER_TENANT,
      name: 'Otra Paquetería',
      supportEmail: 'soporte@otra.test',
      admin: { email: 'main_admin@otra.test', password: PASSWORD },
    },
    async (tx, tenant) => {
      other.tenantId = tenant.id;
      const customer = await createConfirmedUser(tx, tenant.id, {
        email: 'customer@otra.test',
        passwordHash,
        name: 'Otro',
        lastName: 'Cliente',
        userType: 'customer',
      });
      other.customerId = customer.id;
      for (const role of ['developer', 'admin', 'operator'] as const) {
        await createConfirmedUser(tx, tenant.id, {
          email: `${role}@otra.test`,
          passwordHash,
          name: 'Otro',
          lastName: role,
          userType: role,
        });
      }
      other.noticeId = (
        await createNoticeRecord(tx, tenant.id, {
          title: 'Aviso de otra',
          description: '<p>solo otra</p>',
        })
      ).id;
      other.bankAccountId = (
        await createBankAccountRecord(tx, tenant.id, {
          account_number: '1234567',
          clabe: '014180001234567897',
          beneficiary: 'Otra S.A.',
          rfc: 'OTR200101AB1',
        })
      ).id;
    },
  );
  const demo = await tenantBySlug(database.db, 'demo');
  return { other, demoTenantId: demo!.id };
}

/** The API path helper: `api('notices')` -> `/api/v1/notices`. */
export const api = (path: string) => `/api/v1/${path.replace(/^\//, '')}`;

export const LONG = 'x'.repeat(10_000);
