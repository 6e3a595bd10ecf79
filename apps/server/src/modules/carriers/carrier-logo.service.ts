import { createHash, randomUUID } from 'node:crypto';
import type { Carrier } from '@despacho/shared';
import { eq } from 'drizzle-orm';
import { carriers } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import { checkBrandingImage, safeFileName } from '../branding/branding-image';
import { deleteStoredFileRow, findStoredFileRow, insertStoredFileRow } from '../../db/stored-files';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { findCarrier } from './carriers.repository';
import { getCarrier } from './carriers.service';

/**
 * POST carriers/{id}/logo: an image checked by its content (PNG, JPEG or WebP, 1 MB at most),
 * stored through the storage port; the previous file goes once the new one is recorded.
 */
export async function uploadCarrierLogo(
  ctx: ServiceContext,
  id: number,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<Carrier> {
  authorize(ctx, 'update', 'Carrier');
  const image = checkBrandingImage('logo', upload.bytes);
  const storage = fileStorage(ctx.deps);
  const key = `${ctx.tenant.id}/carrier-${id}-${randomUUID()}.${image.extension}`;
  await storage.put(key, upload.bytes);
  try {
    const oldKey = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const stored = await findCarrier(tx, id);
      if (!stored) throw notFound();
      const file = await insertStoredFileRow(tx, {
        tenantId: ctx.tenant.id,
        purpose: 'carrier_logo',
        storageKey: key,
        contentType: image.contentType,
        byteSize: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        originalName: safeFileName(upload.filename, `logo.${image.extension}`),
      });
      await tx
        .update(carriers)
        .set({ logoFileId: file.id, updatedAt: new Date() })
        .where(eq(carriers.id, id));
      await bumpCatalogueVersion(tx, ctx.tenant.id);
      const previous = stored.carrier.logoFileId
        ? await findStoredFileRow(tx, stored.carrier.logoFileId)
        : null;
      if (previous) await deleteStoredFileRow(tx, previous.id);
      return previous?.storageKey ?? null;
    });
    if (oldKey) await storage.delete(oldKey).catch(() => undefined);
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return getCarrier(ctx, id);
}

/** A carrier's logo file within its tenant (404 for another tenant's carrier). */
export async function readCarrierLogo(
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenantId: number,
  id: number,
) {
  const file = await withTenant(deps.db, tenantId, async (tx) => {
    const [carrier] = await tx
      .select({ logoFileId: carriers.logoFileId })
      .from(carriers)
      .where(eq(carriers.id, id))
      .limit(1);
    return carrier?.logoFileId ? findStoredFileRow(tx, carrier.logoFileId) : null;
  });
  if (!file) throw notFound();
  const bytes = await fileStorage(deps).get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: file.contentType };
}
