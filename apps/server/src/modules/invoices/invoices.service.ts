import { addDaysToDateKey, canRequestInvoice, zonedInstant } from '@despacho/domain';
import {
  INVOICE_ORDER_FIELDS,
  type Invoice,
  type ListQuery,
  type ListResponse,
} from '@despacho/shared';
import type { InvoiceStatus } from '../../db/schema';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { fiscalDataOf } from '../fiscal-data/fiscal-data.service';
import './invoice-messages';
import { serializeInvoice } from './invoice.serializer';
import { invoicingSettings } from './invoice-settings';
import {
  findInvoiceByTransaction,
  findInvoiceRow,
  findInvoiceView,
  findTransactionRow,
  insertInvoiceRow,
  listInvoiceViews,
  updateInvoiceRow,
  type InvoiceListFilter,
} from './invoices.repository';

type Query = ListQuery & Record<string, unknown>;

/** Staff who generate and reject invoices and see every customer's (operators too, spec 3 §6). */
export const managesInvoices = (ctx: ServiceContext) => ctx.ability.can('update', 'Invoice');

/** The account whose invoices a customer sees (a sub-user's money lives on the parent). */
export const ownAccountOf = (ctx: ServiceContext) => {
  const actor = requireActor(ctx);
  return actor.parentId ?? actor.id;
};

/** The two tables' groups: pending (pending, rejected, stamping) and generated (and cancelled). */
const STATUS_GROUPS: Record<string, InvoiceStatus[]> = {
  pending: ['pending', 'rejected', 'stamping'],
  generated: ['generated', 'cancelled'],
  rejected: ['rejected'],
  stamping: ['stamping'],
  cancelled: ['cancelled'],
};

/**
 * GET invoices: staff see the tenant's, anyone else their account's (and never filter by user).
 * Dates are the tenant's local days, end day included.
 */
export async function listInvoices(
  ctx: ServiceContext,
  query: Query,
): Promise<ListResponse<Invoice>> {
  authorize(ctx, 'read', 'Invoice');
  const staff = managesInvoices(ctx);
  const p = listParams(query, INVOICE_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const w = p.where as Record<string, string | number | undefined>;
  const tz = ctx.tenant.timeZone;
  const filter: InvoiceListFilter = {
    statuses: typeof w.status === 'string' ? (STATUS_GROUPS[w.status] ?? null) : null,
    accountId: staff ? null : ownAccountOf(ctx),
    transactionSequentialId: w.transaction_id as number | undefined,
    userId: staff ? (w.user_id as number | undefined) : undefined,
    userEmail: staff ? (w.user_email as string | undefined) : undefined,
    from: w.start_date ? zonedInstant(String(w.start_date), 0, tz) : undefined,
    before: w.end_date ? zonedInstant(addDaysToDateKey(String(w.end_date), 1), 0, tz) : undefined,
  };
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listInvoiceViews(tx, filter, p),
  );
  return listOf(rows.map(serializeInvoice), total, p);
}

async function viewOrThrow(tx: Tx, id: number): Promise<Invoice> {
  const view = await findInvoiceView(tx, id);
  if (!view) throw notFound();
  return serializeInvoice(view);
}

/**
 * The request rule (spec 3 §4) on a locked transaction: a refusal is a 422 on transaction_id
 * with the rule's reason; a rejected invoice is asked for again (back to pending).
 */
async function requestFor(
  ctx: ServiceContext,
  transactionId: number,
  opts: { own: boolean },
): Promise<Invoice> {
  const settings = await invoicingSettings(ctx.deps, ctx.tenant.id);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = await findTransactionRow(tx, transactionId, { lock: true });
    if (!row || (opts.own && row.userId !== ownAccountOf(ctx))) throw notFound();
    const existing = await findInvoiceByTransaction(tx, row.id, { lock: true });
    const refusal = canRequestInvoice(
      {
        transaction_type: row.transactionType,
        status: row.status,
        created_by: row.createdBy === null ? 'app' : String(row.createdBy),
        created_at: row.createdAt,
        has_invoice: existing !== null && existing.status !== 'rejected',
      },
      {
        invoicing: settings.invoicing,
        ownTransactions: opts.own,
        now: new Date(),
        timeZone: ctx.tenant.timeZone,
      },
    );
    if (!refusal.ok)
      throw new AppError('validation_failed', undefined, {
        fields: { transaction_id: [refusal.reason] },
      });
    // A customer is told at once that the invoice needs their fiscal data, not when staff
    // try to generate it days later.
    if (opts.own && !(await fiscalDataOf(tx, row.userId)))
      throw new AppError('validation_failed', undefined, {
        fields: { transaction_id: ['v.invoice_fill_fiscal_data'] },
      });
    const invoice = existing
      ? await updateInvoiceRow(tx, existing.id, ['rejected'], {
          status: 'pending',
          rejectionReason: null,
          lastError: null,
        })
      : await insertInvoiceRow(tx, {
          tenantId: ctx.tenant.id,
          transactionId: row.id,
          userId: row.userId,
          status: 'pending',
        });
    if (!invoice) throw new AppError('conflict');
    return viewOrThrow(tx, invoice.id);
  });
}

/** POST invoices/request_invoice: the customer asks for the invoice of their own deposit. */
export async function requestInvoice(ctx: ServiceContext, transactionId: number): Promise<Invoice> {
  authorize(ctx, 'create', 'Invoice');
  return requestFor(ctx, transactionId, { own: !managesInvoices(ctx) });
}

/** POST invoices (staff): a pending invoice for any invoiceable deposit of the tenant. */
export async function createInvoice(ctx: ServiceContext, transactionId: number): Promise<Invoice> {
  authorize(ctx, 'update', 'Invoice');
  return requestFor(ctx, transactionId, { own: false });
}

/** One invoice: staff, or the account it belongs to; anyone else (and another tenant) 404. */
export async function findVisibleInvoice(ctx: ServiceContext, tx: Tx, id: number) {
  const view = await findInvoiceView(tx, id);
  if (!view) return null;
  if (!managesInvoices(ctx) && view.invoice.userId !== ownAccountOf(ctx)) return null;
  return view;
}

/** 404 unless the invoice is the tenant's (checked before anything else is read or refused). */
export async function requireInvoice(ctx: ServiceContext, id: number): Promise<void> {
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findInvoiceRow(tx, id));
  if (!row) throw notFound();
}
