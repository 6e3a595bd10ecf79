import { createHash, randomUUID } from 'node:crypto';
import type { Service } from '@despacho/shared';
import { eq } from 'drizzle-orm';
import { services } from '../../db/schema';
import { deleteStoredFileRow, findStoredFileRow, insertStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import { checkBrandingImage, safeFileName } from '../branding/branding-image';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { findService } from './services.repository';
import { getService, writableCarrier } from './services.service';

/**
 * POST services/{id}/logo: an image checked by its content (PNG, JPEG or WebP, 1 MB at most),
 * like the carrier's; the previous file goes once the new one is recorded.
 */
export async function uploadServiceLogo(
  ctx: ServiceContext,
  id: number,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<Service> {
  authorize(ctx, 'update', 'Service');
  const image = checkBrandingImage('logo', upload.bytes);
  const storage = fileStorage(ctx.deps);
  const key = `${ctx.tenant.id}/service-${id}-${randomUUID()}.${image.extension}`;
  await storage.put(key, upload.bytes);
  try {
    const oldKey = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const stored = await findService(tx, id);
      if (!stored) throw notFound();
      await writableCarrier(ctx, tx, stored.service.carrierId);
      const file = await insertStoredFileRow(tx, {
        tenantId: ctx.tenant.id,
        purpose: 'service_logo',
        storageKey: key,
        contentType: image.contentType,
        byteSize: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        originalName: safeFileName(upload.filename, `logo.${image.extension}`),
      });
      await tx
        .update(services)
        .set({ logoFileId: file.id, updatedAt: new Date() })
        .where(eq(services.id, id));
      await bumpCatalogueVersion(tx, ctx.tenant.id);
      const previous = stored.service.logoFileId
        ? await findStoredFileRow(tx, stored.service.logoFileId)
        : null;
      if (previous) await deleteStoredFileRow(tx, previous.id);
      return previous?.storageKey ?? null;
    });
    if (oldKey) await storage.delete(oldKey).catch(() => undefined);
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return getService(ctx, id);
}

/** A service's logo file within its tenant (404 when absent). */
export async function readServiceLogo(
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenantId: number,
  id: number,
) {
  const file = await withTenant(deps.db, tenantId, async (tx) => {
    const [row] = await tx
      .select({ logoFileId: services.logoFileId })
      .from(services)
      .where(eq(services.id, id))
      .limit(1);
    return row?.logoFileId ? findStoredFileRow(tx, row.logoFileId) : null;
  });
  if (!file) throw notFound();
  const bytes = await fileStorage(deps).get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: file.contentType };
}
