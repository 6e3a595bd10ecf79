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
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import type { ConnectorRegistry } from './integrations/carriers/connector-registry';
import { productConnectors } from './integrations/carriers/product-connectors';
import { connectorSettingsFor, mountDemoMocks } from './integrations/carriers/demo-mocks';
import { DEFAULT_CARRIER_DEADLINE_MS } from './modules/quotes/quotes.service';
import { CarrierQuoteGuard, type QuoteGuardOptions } from './modules/quotes/carrier-quote-guard';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { quoteHealthRoutes } from './modules/quotes/quote-health.routes';
import { carrierSettingsRoutes } from './modules/carrier-settings/carrier-settings.routes';
import { ownAgreementsRoutes } from './modules/own-agreements/own-agreements.routes';
import { carrierTestsRoutes } from './modules/carrier-tests/carrier-tests.routes';
import { carrierLogoRoutes, carriersRoutes } from './modules/carriers/carriers.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { providersAdminRoutes } from './modules/providers/providers-admin.routes';
import { providersRoutes } from './modules/providers/providers.routes';
import { servicePricesRoutes } from './modules/services/service-prices.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { zonesRoutes } from './modules/zones/zones.routes';
import { userPricingRoutes } from './modules/user-pricing/user-pricing.routes';
import { usersAdminRoutes } from './modules/users/users-admin.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { packagesRoutes } from './modules/packages/packages.routes';
import { shipmentsRoutes } from './modules/shipments/shipments.routes';
import { shipmentImportsRoutes } from './modules/shipment-imports/shipment-imports.routes';
import { defineShipmentImportJobs } from './jobs/shipment-imports.jobs';
import { pickupsRoutes } from './modules/pickups/pickups.routes';
import { paypalRoutes } from './modules/payments/paypal/paypal.routes';
import { mercadoPagoRoutes } from './modules/payments/mercadopago/mercadopago.routes';
import { openpayRoutes } from './modules/payments/openpay/openpay.routes';
import { mountPaymentDemoMocks } from './integrations/payments/demo-mocks';
import { paymentProofsRoutes } from './modules/payment-proofs/payment-proofs.routes';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { fiscalDataRoutes } from './modules/fiscal-data/fiscal-data.routes';
import { taxFiscalDataRoutes } from './modules/tax-fiscal-data/tax-fiscal-data.routes';
import { csdsRoutes } from './modules/csds/csds.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { mountPacDemoMock } from './integrations/pac/demo-mock';
import { publicTrackingRoutes } from './modules/shipments/tracking.routes';
import { installInputGuards } from './http/input-guards';
import './http/extra-messages';
import { installOpenApi, openApiRoute } from './http/openapi';
import { installRequestContext } from './http/request-context';
import { installSecurityHeaders, trustProxyOption } from './http/security';
import { installRouteRateLimits } from './http/route-rate-limit';
import { RateLimiter } from './lib/rate-limiter';
import { installStaticWeb } from './http/static-web';
import { installCompression } from './http/compression';
import { createLogger, type Logger } from './lib/logger';
import { SecretBox } from './lib/secret-box';
import { aclsRoutes } from './modules/acls/acls.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes';
import { waybillsRoutes } from './modules/waybills/waybills.routes';
import { overweightsRoutes } from './modules/overweights/overweights.routes';
import { manualShipmentsRoutes } from './modules/manual-shipments/manual-shipments.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { webhookEndpointsRoutes } from './modules/webhook-endpoints/webhook-endpoints.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { brandingImageRoutes, brandingRoutes } from './modules/branding/branding.routes';
import { brandForPage, readBrandingImage } from './modules/branding/branding.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import {
  devMailboxApiRoutes,
  devMailboxPageRoutes,
} from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createSmtpTransport } from './modules/mail/mail-transport';
import { createOutboxMailer } from './modules/mail/outbox-mailer';
import { defineMailJobs, defineMailPruneJob, type MailJobsOptions } from './jobs/mail.jobs';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue';
import { defineMaintenanceJobs } from './jobs/maintenance.jobs';
import { defineLedgerJobs } from './jobs/ledger.jobs';
import { definePaymentJobs, PAYMENT_RECONCILE_JOB } from './jobs/payments.jobs';
import { defineInvoiceJobs } from './jobs/invoices.jobs';
import { defineShipmentJobs } from './jobs/shipment.jobs';
import { defineStoreJobs } from './jobs/stores.jobs';
import { defineWebhookJobs } from './jobs/webhooks.jobs';
import { registerProductStoreConnectors } from './integrations/stores/product-store-connectors';
import { mountStoreDemoMocks } from './integrations/stores/demo-mocks';
import { storesRoutes } from './modules/stores/stores.routes';
import { storeWebhooksRoutes } from './modules/stores/store-webhooks.routes';
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
  /** Run the background jobs in this process (the server does; most tests need not). */
  startJobs?: boolean;
  jobOptions?: JobQueueOptions & MailJobsOptions;
  /** Carrier connectors (tests pass their own); the product's are registered by default. */
  connectors?: ConnectorRegistry;
  carrierDeadlineMs?: number;
  /** Breaker and answer-cache timings (tests shorten them). */
  quoteGuard?: QuoteGuardOptions;
}

export function buildDeps(
  config: AppConfig,
  database: Database,
  log: Logger,
  opts: Pick<
    BuildAppOptions,
    'jobOptions' | 'connectors' | 'carrierDeadlineMs' | 'quoteGuard'
  > = {},
): AppDeps {
  const jobOptions = opts.jobOptions ?? {};
  const jobs = new JobQueue(database, log, jobOptions);
  const limiter = new RateLimiter(database.execRaw);
  defineMaintenanceJobs(jobs, { limiter, log, db: database.db });
  defineMailPruneJob(jobs, { db: database.db, log });
  if (config.smtpUrl) {
    const from = `Despacho <no-reply@${new URL(config.publicUrl).hostname}>`;
    const transport = createSmtpTransport(config.smtpUrl, from);
    defineMailJobs(jobs, { db: database.db, transport, log }, jobOptions);
  }
  const deps: AppDeps = {
    config,
    db: database.db,
    exec: database.execRaw,
    driver: database.driver,
    mailer: createOutboxMailer({ smtp: !!config.smtpUrl, jobs, log }),
    jobs,
    secrets: new SecretBox(config.appSecret),
    log,
    limiter,
    connectors: opts.connectors ?? productConnectors(config),
    connectorSettings: connectorSettingsFor(config),
    carrierDeadlineMs:
      opts.carrierDeadlineMs ?? config.carrierQuoteDeadlineMs ?? DEFAULT_CARRIER_DEADLINE_MS,
    quoteGuard: new CarrierQuoteGuard(opts.quoteGuard),
  };
  defineShipmentJobs(jobs, deps);
  defineShipmentImportJobs(jobs, deps);
  defineLedgerJobs(jobs, deps);
  definePaymentJobs(jobs, deps);
  defineInvoiceJobs(jobs, deps);
  defineStoreJobs(jobs, deps);
  defineWebhookJobs(jobs, deps);
  registerProductStoreConnectors(config);
  return deps;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const log = opts.logger ?? createLogger(opts.config.logLevel);
  const deps = buildDeps(opts.config, opts.database, log, opts);
  const app = Fastify({
    loggerInstance: log as unknown as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    // A broken %-escape or an over-long path parameter: answered in the wire shape too.
    frameworkErrors,
    // Only a configured proxy may set the client address (X-Forwarded-For), or limits keyed by
    // IP are bypassed with a made-up header.
    trustProxy: trustProxyOption(opts.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  // Background work and tests reach the same collaborators the routes use.
  app.decorate('deps', deps);
  // First, so both documents see every route registered after it.
  await installOpenApi(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuards(app);
  await installSecurityHeaders(app);
  // Before any route: the plugin adds its hook to each route as it is declared.
  await installCompression(app);

  const devMailbox = deps.mailer.mode === 'outbox' && opts.config.mode === 'demo';
  await app.register(
    async (api) => {
      installRequestContext(api, deps);
      installRouteRateLimits(api, deps);
      await api.register(healthRoutes(deps.db));
      openApiRoute(api);
      if (devMailbox) await api.register(devMailboxApiRoutes(deps.db));
      await api.register(brandingImageRoutes(deps));
      await api.register(carrierLogoRoutes(deps));
      await api.register(publicTrackingRoutes);
      for (const routes of [
        tenantsRoutes,
        authRoutes,
        aclsRoutes,
        settingsRoutes,
        systemSettingsRoutes,
        dashboardRoutes,
        noticesRoutes,
        bankAccountsRoutes,
        quotesRoutes,
        quoteHealthRoutes,
        countriesRoutes,
        providersRoutes,
        providersAdminRoutes,
        carriersRoutes,
        carrierSettingsRoutes,
        ownAgreementsRoutes,
        carrierTestsRoutes,
        servicesRoutes,
        servicePricesRoutes,
        zonesRoutes,
        userPricingRoutes,
        usersAdminRoutes,
        addressesRoutes,
        packagesRoutes,
        shipmentsRoutes,
        shipmentImportsRoutes,
        pickupsRoutes,
        paypalRoutes,
        mercadoPagoRoutes,
        openpayRoutes,
        paymentProofsRoutes,
        transactionsRoutes,
        referralsRoutes,
        reportsRoutes,
        fiscalDataRoutes,
        taxFiscalDataRoutes,
        csdsRoutes,
        invoicesRoutes,
        brandingRoutes,
        storesRoutes,
        storeWebhooksRoutes,
        waybillsRoutes,
        overweightsRoutes,
        manualShipmentsRoutes,
        apiKeysRoutes,
        webhookEndpointsRoutes,
        analyticsRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: API_PREFIX },
  );
  if (devMailbox) await app.register(devMailboxPageRoutes(deps.db, opts.config.defaultTenant));
  await mountDemoMocks(app, opts.config);
  await mountPaymentDemoMocks(app, opts.config);
  await mountPacDemoMock(app, opts.config);
  await mountStoreDemoMocks(app, opts.config);
  app.addHook('onClose', () => deps.quoteGuard.shutdown());
  if (opts.startJobs) {
    await deps.jobs.start();
    app.addHook('onClose', () => deps.jobs.stop());
    await deps.jobs.send(PAYMENT_RECONCILE_JOB, { startup: true });
  }
  await installStaticWeb(app, {
    defaultTenant: opts.config.defaultTenant,
    distDir: opts.webDistDir,
    brand: {
      page: (slug) => brandForPage(deps, slug),
      favicon: (slug) => readBrandingImage(deps, slug, 'favicon'),
    },
  });
  return app;
}
