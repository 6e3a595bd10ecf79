import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import type { SecretBox } from '../../lib/secret-box';
import { loadSnapshot, type CatalogueSnapshot } from './catalogue-snapshot';

interface Entry {
  version: number;
  snapshot: Promise<CatalogueSnapshot>;
}
const caches = new WeakMap<Db, Map<number, Entry>>();

/**
 * The tenant's catalogue, loaded once per catalogue version and kept in this process. Every
 * catalogue write bumps the version in its transaction (catalogue-version.ts), so a quote that
 * read a newer version than the one held reloads, in any server process; concurrent quotes share
 * one load. The snapshot is read at that version or later, never earlier.
 */
export function catalogueFor(
  db: Db,
  tenantId: number,
  version: number,
  secrets: SecretBox,
  logoUrl: (carrierId: number, fileId: number | null) => string | null,
): Promise<CatalogueSnapshot> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const held = cache.get(tenantId);
  if (held && held.version >= version) return held.snapshot;
  const snapshot = withTenant(db, tenantId, (tx) => loadSnapshot(tx, version, secrets, logoUrl));
  const entry = { version, snapshot };
  cache.set(tenantId, entry);
  // A failed load must not stay cached.
  snapshot.catch(() => {
    if (cache.get(tenantId) === entry) cache.delete(tenantId);
  });
  return snapshot;
}
