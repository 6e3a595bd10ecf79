import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@despacho/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './http/context';
import { installErrorHandler } from './http/error-handler';
import './http/extra-messages';
import { installOpenApi, openApiRoute } from './http/openapi';
import { installRequestContext } from './http/request-context';
import { installSecurityHeaders } from './http/security';
import { SignInLimiter } from './http/sign-in-limiter';
import { installStaticWeb } from './http/static-web';
import { createLogger, type Logger } from './lib/logger';
import { SecretBox } from './lib/secret-box';
import { aclsRoutes } from './modules/acls/acls.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import {
  devMailboxApiRoutes,
  devMailboxPageRoutes,
} from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createOutboxMailer } from './modules/mail/outbox-mailer';
import { createSmtpMailer } from './modules/mail/smtp-mailer';
import { noticesRoutes } from './modules/notices/notices.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemSettingsRoutes } from './modules/system-settings/system-settings.routes';
import { tenantsRoutes } from './modules/tenants/tenants.routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: Logger;
  /** Overrides apps/web/dist (tests). */
  webDistDir?: string;
}

export function buildDeps(config: AppConfig, database: Database, log: Logger): AppDeps {
  const mailer = config.smtpUrl
    ? createSmtpMailer(
        config.smtpUrl,
        `Despacho <no-reply@${new URL(config.publicUrl).hostname}>`,
        log,
      )
    : createOutboxMailer();
  return {
    config,
    db: database.db,
    driver: database.driver,
    mailer,
    secrets: new SecretBox(config.appSecret),
    log,
    signInLimiter: new SignInLimiter(),
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const log = opts.logger ?? createLogger(opts.config.logLevel);
  const deps = buildDeps(opts.config, opts.database, log);
  const app = Fastify({
    loggerInstance: log as unknown as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await installSecurityHeaders(app);
  await installOpenApi(app);

  const devMailbox = deps.mailer.mode === 'outbox' && opts.config.nodeEnv !== 'production';
  await app.register(
    async (api) => {
      installRequestContext(api, deps);
      await api.register(healthRoutes(deps.db));
      openApiRoute(api);
      if (devMailbox) await api.register(devMailboxApiRoutes(deps.db));
      for (const routes of [
        tenantsRoutes,
        authRoutes,
        aclsRoutes,
        settingsRoutes,
        systemSettingsRoutes,
        dashboardRoutes,
        noticesRoutes,
        bankAccountsRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: API_PREFIX },
  );
  if (devMailbox) await app.register(devMailboxPageRoutes(deps.db));
  await installStaticWeb(app, {
    defaultTenant: opts.config.defaultTenant,
    distDir: opts.webDistDir,
  });
  return app;
}
