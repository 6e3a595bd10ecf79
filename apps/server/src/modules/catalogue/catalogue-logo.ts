import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { deleteStoredFileRow, findStoredFileRow, insertStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import type { AppDeps, ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import { checkBrandingImage, safeFileName } from '../branding/branding-image';
import { bumpCatalogueVersion } from './catalogue-version';

/** Where a catalogue row (a carrier, a service) keeps its logo. */
export interface LogoOwner {
  purpose: 'carrier_logo' | 'service_logo';
  /** Names the stored file: `carrier-12`, `service-7`. */
  fileStem: string;
  /** In the transaction: checks the row may change (throws when not) and answers its logo file. */
  current: (tx: Tx) => Promise<number | null>;
  /** In the transaction: points the row at its new logo file. */
  point: (tx: Tx, fileId: number) => Promise<void>;
}

/**
 * A carrier's or service's new logo: an image checked by its content (PNG, JPEG or WebP, 1 MB at
 * most) stored through the storage port before the transaction; the previous file goes once the
 * new one is recorded, and a failed transaction removes the file it stored.
 */
export async function replaceCatalogueLogo(
  ctx: ServiceContext,
  owner: LogoOwner,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<void> {
  const image = checkBrandingImage('logo', upload.bytes);
  const storage = fileStorage(ctx.deps);
  const key = `${ctx.tenant.id}/${owner.fileStem}-${randomUUID()}.${image.extension}`;
  await storage.put(key, upload.bytes);
  try {
    const oldKey = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const currentId = await owner.current(tx);
      const file = await insertStoredFileRow(tx, {
        tenantId: ctx.tenant.id,
        purpose: owner.purpose,
        storageKey: key,
        contentType: image.contentType,
        byteSize: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        originalName: safeFileName(upload.filename, `logo.${image.extension}`),
      });
      await owner.point(tx, file.id);
      await bumpCatalogueVersion(tx, ctx.tenant.id);
      const previous = currentId ? await findStoredFileRow(tx, currentId) : null;
      if (previous) await deleteStoredFileRow(tx, previous.id);
      return previous?.storageKey ?? null;
    });
    if (oldKey) await storage.delete(oldKey).catch(() => undefined);
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** A logo's bytes within its tenant: 404 when the row, its logo or the file is missing. */
export async function readCatalogueLogo(
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenantId: number,
  logoFileOf: (tx: Tx) => Promise<number | null>,
) {
  const file = await withTenant(deps.db, tenantId, async (tx) => {
    const fileId = await logoFileOf(tx);
    return fileId ? findStoredFileRow(tx, fileId) : null;
  });
  if (!file) throw notFound();
  const bytes = await fileStorage(deps).get(file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: file.contentType };
}
