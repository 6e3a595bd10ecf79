import {
  NOTICE_ORDER_FIELDS,
  ZNoticeForm,
  type ListQuery,
  type ListResponse,
  type Notice,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { z } from 'zod';
import { withTenant } from '../../db/tenant-tx';
import { fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { todayIn } from '../../lib/dates';
import { sanitizeNoticeHtml } from './notice-html';
import {
  activeNoticeRows,
  deleteNoticeRow,
  findNoticeRow,
  insertDismissal,
  insertNoticeRow,
  listNoticeRows,
  updateNoticeRow,
} from './notices.repository';
import { serializeNotice } from './notices.serializer';

type NoticeInput = z.output<typeof ZNoticeForm>;

const toRow = (input: NoticeInput) => ({
  title: input.title,
  description: sanitizeNoticeHtml(input.description),
  noticeType: input.notice_type,
  status: input.status,
  expiresAt: input.expires_at,
});

const today = (ctx: ServiceContext) => todayIn(ctx.tenant.timeZone);

/**
 * A notice cannot be set to expire before today (tenant calendar): it would never be shown.
 * An already-past date that is left as it was does not block editing the rest.
 */
function refusePastExpiry(ctx: ServiceContext, input: NoticeInput, stored: string | null): void {
  const date = input.expires_at;
  if (date && date < today(ctx) && date !== stored)
    throw fieldError('expires_at', 'v.date_not_past');
}

export async function listNotices(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Notice>> {
  authorize(ctx, 'read', 'Notice');
  const p = listParams(query, NOTICE_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listNoticeRows(tx, p),
  );
  return listOf(
    rows.map((r) => serializeNotice(r, today(ctx))),
    total,
    p,
  );
}

export async function getNotice(ctx: ServiceContext, id: number): Promise<Notice> {
  authorize(ctx, 'read', 'Notice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findNoticeRow(tx, id));
  if (!row) throw notFound();
  return serializeNotice(row, today(ctx));
}

export async function createNotice(ctx: ServiceContext, input: NoticeInput): Promise<Notice> {
  authorize(ctx, 'create', 'Notice');
  refusePastExpiry(ctx, input, null);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    createNoticeRecord(tx, ctx.tenant.id, input),
  );
  return serializeNotice(row, today(ctx));
}

/** System work (seed) inside the caller's tenant transaction; the same sanitising applies. */
export function createNoticeRecord(tx: Tx, tenantId: number, input: z.input<typeof ZNoticeForm>) {
  return insertNoticeRow(tx, { tenantId, ...toRow(ZNoticeForm.parse(input)) });
}

export async function updateNotice(
  ctx: ServiceContext,
  id: number,
  input: NoticeInput,
): Promise<Notice> {
  authorize(ctx, 'update', 'Notice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const stored = await findNoticeRow(tx, id);
    if (!stored) throw notFound();
    refusePastExpiry(ctx, input, stored.expiresAt);
    return updateNoticeRow(tx, id, toRow(input));
  });
  if (!row) throw notFound();
  return serializeNotice(row, today(ctx));
}

export async function deleteNotice(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'destroy', 'Notice');
  const deleted = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => deleteNoticeRow(tx, id));
  if (!deleted) throw notFound();
  return { ok: true };
}

/** The dashboard's alerts: anyone who may read the dashboard sees the active notices. */
export async function activeNotices(ctx: ServiceContext): Promise<Notice[]> {
  authorize(ctx, 'read', 'Dashboard');
  const actor = requireActor(ctx);
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    activeNoticeRows(tx, today(ctx), actor.id),
  );
  return rows.map((r) => serializeNotice(r, today(ctx)));
}

/** POST notices/{id}/dismiss: the user closes a notice on their dashboard, for them only. */
export async function dismissNotice(ctx: ServiceContext, id: number): Promise<{ ok: true }> {
  authorize(ctx, 'read', 'Dashboard');
  const actor = requireActor(ctx);
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (!(await findNoticeRow(tx, id))) throw notFound();
    await insertDismissal(tx, { tenantId: ctx.tenant.id, userId: actor.id, noticeId: id });
  });
  return { ok: true };
}
