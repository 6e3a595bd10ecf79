import { createHash, randomUUID } from 'node:crypto';
import {
  API_PREFIX,
  type BrandingImage,
  type TenantBranding,
  type ZBrandingForm,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { TenantBrandingRow, TenantRow } from '../../db/schema';
import { authorize } from '../../http/authorize';
import type { AppDeps, ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import { tenantBySlug } from '../tenants/tenants.service';
import { checkBrandingImage, safeFileName } from './branding-image';
import {
  deleteStoredFileRow,
  findBrandingRow,
  findStoredFileRow,
  insertStoredFileRow,
  upsertBrandingRow,
} from './branding.repository';

const imageUrl = (slug: string, kind: BrandingImage, version: string | null) =>
  `${API_PREFIX}/branding/${slug}/${kind}?v=${version ?? '0'}`;

/** The tenant row's values, overridden by what its staff set in settings. */
function compose(
  tenant: TenantRow,
  row: TenantBrandingRow | null,
  demoMode = false,
): TenantBranding {
  return {
    demo_mode: demoMode,
    slug: tenant.slug,
    name: row?.name ?? tenant.name,
    logo_url: row?.logoFileId ? imageUrl(tenant.slug, 'logo', row.logoVersion) : tenant.logoUrl,
    favicon_url: row?.faviconFileId ? imageUrl(tenant.slug, 'favicon', row.faviconVersion) : null,
    primary_color: row?.primaryColor ?? tenant.primaryColor,
    secondary_color: row?.secondaryColor ?? null,
    support_email: tenant.supportEmail,
    terms_url: tenant.termsUrl,
    time_zone: tenant.timeZone,
  };
}

export async function brandingOf(
  db: Db,
  tenant: TenantRow,
  demoMode = false,
): Promise<TenantBranding> {
  const row = await withTenant(db, tenant.id, (tx) => findBrandingRow(tx, tenant.id));
  return compose(tenant, row, demoMode);
}

/** GET /tenant: anyone may read the brand (and whether this is a demo server), to wear it. */
export const currentBranding = (ctx: ServiceContext) =>
  brandingOf(ctx.deps.db, ctx.tenant, ctx.deps.config.mode === 'demo');

/** PUT /tenant/branding: name and colours (staff who may change settings). */
export async function updateBranding(
  ctx: ServiceContext,
  input: z.output<typeof ZBrandingForm>,
): Promise<TenantBranding> {
  authorize(ctx, 'update', 'Setting');
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    upsertBrandingRow(tx, ctx.tenant.id, {
      name: input.name,
      primaryColor: input.primary_color.toLowerCase(),
      secondaryColor: input.secondary_color,
    }),
  );
  return compose(ctx.tenant, row, ctx.deps.config.mode === 'demo');
}

const fileColumns = (kind: BrandingImage, fileId: number | null, version: string | null) =>
  kind === 'logo'
    ? { logoFileId: fileId, logoVersion: version }
    : { faviconFileId: fileId, faviconVersion: version };

/**
 * Replaces the logo or favicon: checked by content, stored through the storage port, recorded,
 * and the previous file removed once the new one is in place.
 */
export async function uploadBrandingImage(
  ctx: ServiceContext,
  kind: BrandingImage,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<TenantBranding> {
  authorize(ctx, 'update', 'Setting');
  const image = checkBrandingImage(kind, upload.bytes);
  const storage = fileStorage(ctx.deps);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const key = `${ctx.tenant.id}/${kind}-${randomUUID()}.${image.extension}`;
  await storage.put(key, upload.bytes);
  try {
    const { row, oldKey } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const file = await insertStoredFileRow(tx, {
        tenantId: ctx.tenant.id,
        purpose: kind,
        storageKey: key,
        contentType: image.contentType,
        byteSize: upload.bytes.length,
        sha256,
        originalName: safeFileName(upload.filename, `${kind}.${image.extension}`),
      });
      return replaceFile(tx, ctx.tenant.id, kind, file.id, sha256.slice(0, 12));
    });
    if (oldKey) await storage.delete(oldKey).catch(() => undefined);
    return compose(ctx.tenant, row, ctx.deps.config.mode === 'demo');
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** DELETE /tenant/branding/{logo|favicon}: back to the default image. */
export async function removeBrandingImage(
  ctx: ServiceContext,
  kind: BrandingImage,
): Promise<TenantBranding> {
  authorize(ctx, 'update', 'Setting');
  const { row, oldKey } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    replaceFile(tx, ctx.tenant.id, kind, null, null),
  );
  if (oldKey)
    await fileStorage(ctx.deps)
      .delete(oldKey)
      .catch(() => undefined);
  return compose(ctx.tenant, row, ctx.deps.config.mode === 'demo');
}

async function replaceFile(
  tx: Tx,
  tenantId: number,
  kind: BrandingImage,
  fileId: number | null,
  version: string | null,
) {
  const current = await findBrandingRow(tx, tenantId);
  const oldId = kind === 'logo' ? current?.logoFileId : current?.faviconFileId;
  const row = await upsertBrandingRow(tx, tenantId, fileColumns(kind, fileId, version));
  let oldKey: string | null = null;
  if (oldId) {
    const old = await findStoredFileRow(tx, oldId);
    if (old) {
      oldKey = old.storageKey;
      await deleteStoredFileRow(tx, oldId);
    }
  }
  return { row, oldKey };
}

export interface BrandingImageFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/**
 * Public read of a tenant's logo or favicon by slug (an <img> cannot send X-Tenant): the
 * tenant is looked up like the request context does, the file read under its row-level security.
 */
export async function readBrandingImage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  slug: string,
  kind: BrandingImage,
): Promise<BrandingImageFile | null> {
  const tenant = /^[a-z0-9-]{1,40}$/.test(slug) ? await tenantBySlug(deps.db, slug) : null;
  if (!tenant) return null;
  const file = await withTenant(deps.db, tenant.id, async (tx) => {
    const row = await findBrandingRow(tx, tenant.id);
    const id = kind === 'logo' ? row?.logoFileId : row?.faviconFileId;
    return id ? findStoredFileRow(tx, id) : null;
  });
  if (!file) return null;
  const bytes = await fileStorage(deps).get(file.storageKey);
  return bytes && { bytes, contentType: file.contentType, filename: file.originalName };
}

/** What the served index.html needs for a tenant: its name (tab title) and favicon. */
export async function brandForPage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  slug: string,
): Promise<{ name: string; primaryColor: string } | null> {
  const tenant = await tenantBySlug(deps.db, slug);
  if (!tenant) return null;
  const branding = await brandingOf(deps.db, tenant);
  return { name: branding.name, primaryColor: branding.primary_color };
}
