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
import { notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { todayIn } from '../../lib/dates';
import { sanitizeNoticeHtml } from './notice-html';
import {
  activeNoticeRows,
  findNoticeRow,
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

export async function listNotices(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Notice>> {
  authorize(ctx, 'read', 'Notice');
  const p = listParams(query, NOTICE_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listNoticeRows(tx, p),
  );
  return listOf(rows.map(serializeNotice), total, p);
}

export async function getNotice(ctx: ServiceContext, id: number): Promise<Notice> {
  authorize(ctx, 'read', 'Notice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findNoticeRow(tx, id));
  if (!row) throw notFound();
  return serializeNotice(row);
}

export async function createNotice(ctx: ServiceContext, input: NoticeInput): Promise<Notice> {
  authorize(ctx, 'create', 'Notice');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    createNoticeRecord(tx, ctx.tenant.id, input),
  );
  return serializeNotice(row);
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
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    updateNoticeRow(tx, id, toRow(input)),
  );
  if (!row) throw notFound();
  return serializeNotice(row);
}

/** The dashboard's alerts: anyone who may read the dashboard sees the active notices. */
export async function activeNotices(ctx: ServiceContext): Promise<Notice[]> {
  authorize(ctx, 'read', 'Dashboard');
  const today = todayIn(ctx.tenant.timeZone);
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => activeNoticeRows(tx, today));
  return rows.map(serializeNotice);
}
