import { appLink } from '../mail/mail-links';
import { validationText, type Invoice, type Locale } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import type { TenantRow } from '../../db/schema';
import type { FastifyBaseLogger } from 'fastify';
import { PacError, type PacStamp } from '../../integrations/pac/pac-port';
import { invoiceGeneratedMail } from './invoice-mails';
import { pacFor } from './invoice-pac';
import { sealStep } from './invoice-seal-step';
import { invoicingSettings } from './invoice-settings';
import { serializeInvoice } from './invoice.serializer';
import { findInvoiceView, updateInvoiceRow } from './invoices.repository';
import { requireInvoice } from './invoices.service';

const baseError = (code: 'validation_failed' | 'busy', text: string, status?: number) =>
  new AppError(code, undefined, { fields: { base: [text] }, status });

/**
 * PUT invoices/{id} (staff): generate. (1) one transaction seals the CFDI and saves it as
 * stamping; (2) the PAC is called outside any transaction; (3) one transaction stores the
 * stamp and e-mails the customer. A PAC refusal puts the invoice back to pending with the PAC's
 * words (422); an outage leaves it stamping (503) and the next PUT sends the same sealed XML,
 * which the PAC answers with the same stamp: one UUID however many retries.
 */
export async function generateInvoice(ctx: ServiceContext, id: number): Promise<Invoice> {
  authorize(ctx, 'update', 'Invoice');
  const actor = requireActor(ctx);
  await requireInvoice(ctx, id);
  return stampInvoice(ctx, id, actor.id);
}

/** What a generation needs: a request's context, or the retry job's view of one tenant. */
export interface StampRun {
  deps: AppDeps;
  tenant: TenantRow;
  locale: Locale;
  log: FastifyBaseLogger;
}

/** Seals (or reuses the sealed XML of a stamping invoice), stamps and stores the stamp. */
export async function stampInvoice(run: StampRun, id: number, actorId: number | null) {
  const settings = await invoicingSettings(run.deps, run.tenant.id);
  const pac = pacFor(settings, run.locale, run.deps.config);
  const sealed = await withTenant(run.deps.db, run.tenant.id, (tx) =>
    sealStep({
      tx,
      tenantId: run.tenant.id,
      invoiceId: id,
      actorId,
      settings,
      secrets: run.deps.secrets,
      locale: run.locale,
      now: new Date(),
    }),
  );
  const stamp = await stampOrExplain(run, id, () => pac.stamp(sealed.xml!));
  return finish(run, id, stamp);
}

async function stampOrExplain(
  ctx: StampRun,
  id: number,
  call: () => Promise<PacStamp>,
): Promise<PacStamp> {
  try {
    return await call();
  } catch (error) {
    // Anything but a PAC refusal is treated as an outage: the sealed XML is kept for a retry.
    const refused = error instanceof PacError && !error.retryable;
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof PacError))
      ctx.log.warn({ err: error, invoiceId: id }, 'PAC call failed');
    await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
      updateInvoiceRow(
        tx,
        id,
        ['stamping'],
        refused ? { status: 'pending', xml: null, lastError: message } : { lastError: message },
      ),
    );
    throw refused
      ? baseError('validation_failed', text(ctx.locale, 'v.invoice_pac_refused', { message }))
      : baseError('busy', text(ctx.locale, 'v.invoice_pac_unavailable'), 503);
  }
}

const text = (locale: Locale, key: string, params: Record<string, string> = {}) =>
  validationText(key, locale, params);

async function finish(ctx: StampRun, id: number, stamp: PacStamp): Promise<Invoice> {
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const updated = await updateInvoiceRow(tx, id, ['stamping'], {
      status: 'generated',
      uuid: stamp.uuid.toUpperCase(),
      xml: stamp.xml,
      stampedAt: new Date(),
      lastError: null,
    });
    const view = await findInvoiceView(tx, id);
    if (!view) throw notFound();
    // A concurrent retry that finished first has already told the customer.
    if (updated) {
      const locale: Locale = view.user.locale === 'en' ? 'en' : 'es-MX';
      const mail = invoiceGeneratedMail(
        locale,
        ctx.tenant.name,
        {
          name: view.user.name,
          transactionNumber: view.transaction.sequentialId,
          amountCents: view.transaction.amountCents,
          uuid: updated.uuid!,
        },
        appLink(ctx, '/invoices'),
      );
      await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: view.user.email, ...mail });
    }
    return serializeInvoice(view);
  });
}
