import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZTenantSlug } from '@despacho/shared';

/** The repository root: `npm start` runs with cwd apps/server, yet data belongs in <repo>/data. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional(),
  DEFAULT_TENANT: ZTenantSlug.default('demo'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: z
    .string()
    .refine(
      (raw) => parseTrustProxy(raw) !== undefined,
      'must be false, true, a hop count (1–99) or a comma-separated list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
    )
    .optional(),
  /** Where uploaded and generated files live; unset = `database` on PostgreSQL, else `local`. */
  FILE_STORAGE: z.enum(['local', 'database']).optional(),
  /** Production only: accept a PostgreSQL superuser connection (not recommended). */
  DATABASE_ALLOW_SUPERUSER: z.enum(['true', 'false']).default('false'),
  /** First retry delay of a failed webhook delivery (doubles each retry); 0 retries at once. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a quote waits for each carrier unless the carrier's own setting says (issue 23). */
  CARRIER_QUOTE_DEADLINE_MS: z.coerce.number().int().min(250).max(2500).default(2000),
  /** Server processes sharing the port (node:cluster); above 1 needs PostgreSQL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

/**
 * `demo` is what `npm start` runs: demo data, the development mailbox, mock providers.
 * `production` (NODE_ENV=production) has none of them and refuses to start half-configured.
 */
export type RunMode = 'demo' | 'production';

/**
 * Which proxies may name the client through X-Forwarded-For: none, every hop, the nearest N hops
 * (http/security.ts turns a count into Fastify's per-hop function), or trusted addresses.
 */
export type TrustProxy = boolean | number | string;

export interface AppConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  appSecret: string;
  logLevel: string;
  publicUrl: string;
  defaultTenant: string;
  nodeEnv: 'development' | 'production' | 'test';
  mode: RunMode;
  trustProxy: TrustProxy;
  allowSuperuser: boolean;
  /** `local` (DATA_DIR/files) or `database` (every server process reads the same files). */
  fileStorage?: 'local' | 'database';
  /**
   * Base delay of webhook retries in seconds (default 60: 11 doubling retries span ≥ 34 h).
   * Small values let tests and the demo see a retry quickly.
   */
  webhookRetryDelaySeconds?: number;
  /** Each carrier's quote deadline by default, in ms (CARRIER_QUOTE_DEADLINE_MS, 2,000). */
  carrierQuoteDeadlineMs?: number;
  /** How many server processes `npm start` forks (WEB_CONCURRENCY, default 1: no fork). */
  webConcurrency?: number;
}

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings (e.g. `DATABASE_URL= npm start`) mean "unset", not "invalid".
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode: RunMode = e.NODE_ENV === 'production' ? 'production' : 'demo';
  if (mode === 'production') {
    // Never half-configured in production: a generated secret, an outbox nobody reads or links to
    // localhost would each fail quietly later.
    const missing = [
      !e.APP_SECRET &&
        '  APP_SECRET: required in production (encrypts stored secrets; keep it safe)',
      !e.SMTP_URL &&
        '  SMTP_URL: required in production (account and password e-mails need a mail server)',
      !e.PUBLIC_URL && '  PUBLIC_URL: required in production (the base of links in e-mails)',
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    // PGlite is a database inside one process: a second process would open the same files.
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs PostgreSQL (set DATABASE_URL); the embedded database serves one process only',
    );
  }
  const dataDir = e.DATA_DIR
    ? isAbsolute(e.DATA_DIR)
      ? e.DATA_DIR
      : // npm -w runs scripts inside the workspace; INIT_CWD is where the person typed the command.
        resolve(process.env.INIT_CWD ?? process.cwd(), e.DATA_DIR)
    : resolve(REPO_ROOT, 'data');
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    defaultTenant: e.DEFAULT_TENANT,
    nodeEnv: e.NODE_ENV,
    mode,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    allowSuperuser: e.DATABASE_ALLOW_SUPERUSER === 'true',
    fileStorage: e.FILE_STORAGE ?? (e.DATABASE_URL ? 'database' : 'local'),
    webhookRetryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    carrierQuoteDeadlineMs: e.CARRIER_QUOTE_DEADLINE_MS,
    webConcurrency: e.WEB_CONCURRENCY,
  };
}

/** Ranges proxy-addr knows by name, besides addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value, or undefined when it is none of the documented forms. */
function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const value = raw?.trim() ?? '';
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((s) => s.trim());
  return entries.every(isProxyAddress) ? entries.join(',') : undefined;
}

/** A generated secret must survive restarts, or every stored secret becomes unreadable. */
function readOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
