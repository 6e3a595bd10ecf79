import { subject } from '@casl/ability';
import type { TaxDocumentField, TaxFiscalDatum } from '@despacho/shared';
import { afterCommit, withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import {
  forgetDocument,
  putDocuments,
  recordDocuments,
  removeBytes,
} from './tax-fiscal-data-files';
import { checkTaxInput } from './tax-fiscal-data-input';
import type { TaxUpload } from './tax-fiscal-data-upload';
import { taxDataViewOf, tenantUser, upsertTaxData } from './tax-fiscal-data.repository';
import { serializeTaxDatum } from './tax-fiscal-data.serializer';

const mayRead = (ctx: ServiceContext, userId: number) =>
  ctx.ability.can(
    'read',
    subject('TaxFiscalDatum', { user_id: userId }) as unknown as 'TaxFiscalDatum',
  );

/**
 * Whose request the caller asks for: 0 or nothing is their own; another user's needs staff
 * rights (403 otherwise) and must be a user of the tenant (404 otherwise).
 */
async function ownerFor(ctx: ServiceContext, userId: number | undefined): Promise<number> {
  authorize(ctx, 'read', 'TaxFiscalDatum');
  const actor = requireActor(ctx);
  if (!userId || userId === actor.id) return actor.id;
  if (!mayRead(ctx, userId)) throw new AppError('forbidden');
  const user = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => tenantUser(tx, userId));
  if (!user) throw notFound();
  return userId;
}

/** GET tax_fiscal_data (where[user_id] for staff): the one request of a user, or null. */
export async function getTaxFiscalData(
  ctx: ServiceContext,
  userId?: number,
): Promise<TaxFiscalDatum | null> {
  const owner = await ownerFor(ctx, userId);
  const view = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => taxDataViewOf(tx, owner));
  return view ? serializeTaxDatum(view) : null;
}

/**
 * POST tax_fiscal_data: checks the form, stores the documents, then records the request (a
 * resend replaces it). A document not sent again is kept; a replaced one is deleted once the
 * new one is committed. Staff review it and turn fiscal_data_verified on in the users list.
 */
export async function sendTaxFiscalData(
  ctx: ServiceContext,
  upload: TaxUpload,
): Promise<TaxFiscalDatum> {
  authorize(ctx, 'create', 'TaxFiscalDatum');
  const actor = requireActor(ctx);
  const before = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => taxDataViewOf(tx, actor.id));
  const input = checkTaxInput(upload, !!before?.row.articleImageFileId);
  const stored = await putDocuments(ctx, input.documents);
  try {
    return await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const ids = await recordDocuments(tx, ctx.tenant.id, stored);
      const current = await taxDataViewOf(tx, actor.id);
      const old = current?.row;
      const docImageFileId = ids.doc_image ?? old?.docImageFileId ?? null;
      const articleImageFileId =
        input.taxRegime === 'moral' ? (ids.article_image ?? old?.articleImageFileId ?? null) : null;
      await upsertTaxData(tx, ctx.tenant.id, actor.id, {
        taxRegime: input.taxRegime,
        name: input.name,
        rfcCurp: input.rfcCurp,
        socialUrl: input.socialUrl,
        services: input.services,
        docImageFileId,
        articleImageFileId,
      });
      const replaced = [old?.docImageFileId, old?.articleImageFileId].filter(
        (id): id is number => !!id && id !== docImageFileId && id !== articleImageFileId,
      );
      const keys = replaced.map((id) => current!.files.get(id)?.storageKey).filter(Boolean);
      for (const id of replaced) await forgetDocument(tx, id);
      afterCommit(tx, () => removeBytes(ctx, keys as string[]));
      return serializeTaxDatum((await taxDataViewOf(tx, actor.id))!);
    });
  } catch (err) {
    await removeBytes(
      ctx,
      stored.map((s) => s.key),
    );
    throw err;
  }
}

export interface TaxDocumentDownload {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/** GET tax_fiscal_data/{userId}/documents/{field}: the owner's or, for staff, anyone's. */
export async function readTaxDocument(
  ctx: ServiceContext,
  userId: number,
  field: TaxDocumentField,
): Promise<TaxDocumentDownload> {
  const owner = await ownerFor(ctx, userId);
  const file = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const view = await taxDataViewOf(tx, owner);
    const id = field === 'doc_image' ? view?.row.docImageFileId : view?.row.articleImageFileId;
    return id ? (view!.files.get(id) ?? null) : null;
  });
  if (!file) throw notFound();
  const bytes = await fileStorage(ctx.deps).get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: file.contentType, filename: file.originalName };
}
