import type { MongoAbility } from '@casl/ability';
import type { FastifyBaseLogger } from 'fastify';
import type { Action, Locale, Model, Subject } from '@despacho/shared';
import type { AppConfig } from '../config';
import type { Db, RawExecutor } from '../db/client';
import type { TenantRow, UserRow } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { SecretBox } from '../lib/secret-box';
import type { ConnectorRegistry } from '../integrations/carriers/connector-registry';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../modules/mail/mailer';
import type { RateLimiter } from '../lib/rate-limiter';
import type { CarrierQuoteGuard } from '../modules/quotes/carrier-quote-guard';
import type { RouteRateLimit } from './route-rate-limit';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Long-lived collaborators, built once per app. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** Raw SQL on the owner connection (session lookup, rate limits, the job queue). */
  exec: RawExecutor;
  driver: 'pglite' | 'postgres';
  mailer: Mailer;
  jobs: JobQueue;
  secrets: SecretBox;
  log: Logger;
  limiter: RateLimiter;
  /** Carrier integrations by provider code (quotes, later labels and tracking). */
  connectors: ConnectorRegistry;
  /** The settings a carrier's connector gets (demo mode points sandbox carriers at mocks). */
  connectorSettings: (
    providerCode: string,
    environment: 'sandbox' | 'production',
    settings: Readonly<Record<string, string>>,
  ) => Readonly<Record<string, string>>;
  /** How long a quote waits for each carrier (unless its quote_deadline_ms setting says). */
  carrierDeadlineMs: number;
  /** Carriers' circuit breakers and the short cache of their answers (issue 23). */
  quoteGuard: CarrierQuoteGuard;
}

/** What a use case knows about its caller: tenant, actor, permissions, language. */
export interface ServiceContext {
  deps: AppDeps;
  tenant: TenantRow;
  actor: UserRow | null;
  /** The session token's hash, so sign-out can revoke exactly this session. */
  sessionTokenHash: string | null;
  /**
   * Set on a `sessionJoin` route while its caller is not yet known: the route reads the session
   * together with its own first query and then calls `completeSession` (request-context.ts).
   * Until then `actor` is null, so a guard that runs too early answers 401, never more.
   */
  pendingSession?: { tokenHash: string; access: Access } | null;
  ability: AppAbility;
  /** Set when the caller authenticated with a partner API key instead of a session. */
  apiKey?: { id: number; prefix: string } | null;
  locale: Locale;
  ip: string;
  log: FastifyBaseLogger;
}

/** A route's access rule: public, any signed-in user, or a model/action pair. */
export type Access = 'public' | 'signed_in' | { model: Model; action: Action };

declare module 'fastify' {
  interface FastifyRequest {
    ctx: ServiceContext;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Routes outside any tenant (health, dev mailbox) set this to false. */
    tenant?: boolean;
    /** Counted in the shared store; every public write route must have one. */
    rateLimit?: RouteRateLimit[];
    /**
     * The handler looks the session up in the same statement as its own first query (one round
     * trip instead of two on a hot route) and must call `completeSession`; see ServiceContext.
     */
    sessionJoin?: boolean;
  }
}
