import type { TenantRow } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { brandingOf, readBrandingImage } from '../branding/branding.service';

type Brand = { name: string; logo: Buffer | null };
const TTL_MS = 30_000;
const cache = new Map<number, { at: number; brand: Promise<Brand> }>();

/**
 * The tenant's name and logo for the labels it draws, kept 30 s per tenant: a busy account
 * prints many labels a minute and the logo rarely changes (a new one shows within 30 s).
 * Only PNG and JPEG logos are drawn; other formats print the name alone.
 */
export function labelBrand(deps: AppDeps, tenant: TenantRow): Promise<Brand> {
  const hit = cache.get(tenant.id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.brand;
  const brand = (async () => {
    const [branding, logo] = await Promise.all([
      brandingOf(deps.db, tenant),
      readBrandingImage(deps, tenant.slug, 'logo'),
    ]);
    const drawable = logo && /^image\/(png|jpeg)$/.test(logo.contentType) ? logo.bytes : null;
    return { name: branding.name, logo: drawable };
  })();
  cache.set(tenant.id, { at: Date.now(), brand });
  brand.catch(() => cache.delete(tenant.id));
  return brand;
}
