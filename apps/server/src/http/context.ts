import type { MongoAbility } from '@casl/ability';
import type { FastifyBaseLogger } from 'fastify';
import type { Action, Locale, Model, Subject } from '@despacho/shared';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { TenantRow, UserRow } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { SecretBox } from '../lib/secret-box';
import type { Mailer } from '../modules/mail/mailer';
import type { SignInLimiter } from './sign-in-limiter';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Long-lived collaborators, built once per app. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  driver: 'pglite' | 'postgres';
  mailer: Mailer;
  secrets: SecretBox;
  log: Logger;
  signInLimiter: SignInLimiter;
}

/** What a use case knows about its caller: tenant, actor, permissions, language. */
export interface ServiceContext {
  deps: AppDeps;
  tenant: TenantRow;
  actor: UserRow | null;
  /** The session token's hash, so sign-out can revoke exactly this session. */
  sessionTokenHash: string | null;
  ability: AppAbility;
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
  interface FastifyContextConfig {
    access?: Access;
    /** Routes outside any tenant (health, dev mailbox) set this to false. */
    tenant?: boolean;
  }
}
