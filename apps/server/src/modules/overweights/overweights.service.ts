import {
  OVERWEIGHT_ORDER_FIELDS,
  type ListQuery,
  type ListResponse,
  type Overweight,
} from '@despacho/shared';
import { findStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { fileStorage } from '../../lib/storage';
import { settingValue } from '../settings/settings.service';
import { mustSee, overweightReader, type OverweightReader } from './overweight-access';
import { checkEvidence, putEvidence } from './overweight-evidence';
import { filtersOf } from './overweight-filters';
import type { OverweightForm } from './overweight-upload';
import { serializeOverweight } from './overweight.serializer';
import {
  findOverweightView,
  listOverweightViews,
  setOverweightEvidence,
  type OverweightView,
} from './overweights.repository';

export const rebateAllowed = async (ctx: ServiceContext) =>
  (await settingValue(ctx, 'overweights_request_rebate')) === '1';

/** Serializes views for the reader (one settings read per reply). */
export async function present(
  ctx: ServiceContext,
  reader: OverweightReader,
  views: OverweightView[],
): Promise<Overweight[]> {
  const rebate = reader.kind === 'customer' ? await rebateAllowed(ctx) : false;
  return views.map((v) => serializeOverweight(v, reader, rebate));
}

/** GET overweights: staff the tenant's, customers their account's; 10 a page, newest first. */
export async function listOverweights(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Overweight>> {
  const reader = await overweightReader(ctx);
  const p = listParams(query, OVERWEIGHT_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const filters = filtersOf(p.where, reader);
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listOverweightViews(tx, p, filters),
  );
  return listOf(await present(ctx, reader, rows), total, p);
}

/** GET overweights/{id}: another tenant's or another account's is a 404. */
export async function getOverweight(ctx: ServiceContext, id: number): Promise<Overweight> {
  const reader = await overweightReader(ctx);
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findOverweightView(tx, id));
  return (await present(ctx, reader, [mustSee(reader, view)]))[0]!;
}

/**
 * PUT overweights/{id}/evidence: the owner or staff report evidence — a description and an
 * image or PDF (by its bytes), both required; a new report replaces the last.
 */
export async function reportEvidence(
  ctx: ServiceContext,
  id: number,
  form: OverweightForm,
): Promise<Overweight> {
  const reader = await overweightReader(ctx);
  const seen = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findOverweightView(tx, id));
  mustSee(reader, seen);
  const fields: Record<string, string[]> = {};
  const description = (form.fields.evidence_description ?? '').trim();
  if (!description) fields.evidence_description = ['v.overweight_description_required'];
  else if (description.length > 500)
    fields.evidence_description = ['v.overweight_description_too_long'];
  const evidence = checkEvidence(form.file);
  if (typeof evidence === 'string') fields.evidence_file = [evidence];
  if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, { fields });
  if (seen!.row.status === 'refunded')
    throw new AppError('conflict', undefined, {
      fields: { base: ['v.overweight_invalid_status'] },
    });
  const stored = await putEvidence(ctx, evidence as Exclude<typeof evidence, string>);
  try {
    const view = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const file = await stored.record(tx);
      await setOverweightEvidence(tx, id, file.id, description);
      return findOverweightView(tx, id);
    });
    return (await present(ctx, reader, [view!]))[0]!;
  } catch (err) {
    await stored.forget();
    throw err;
  }
}

export interface EvidenceDownload {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/** GET overweights/{id}/evidence: the file as stored, for staff and the owner. */
export async function readEvidence(ctx: ServiceContext, id: number): Promise<EvidenceDownload> {
  const reader = await overweightReader(ctx);
  const file = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const view = mustSee(reader, await findOverweightView(tx, id));
    return view.row.evidenceFileId ? findStoredFileRow(tx, view.row.evidenceFileId) : null;
  });
  if (!file) throw notFound();
  const bytes = await fileStorage(ctx.deps).get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: file.contentType, filename: file.originalName };
}
