/**
 * The storage port: where uploaded bytes live. The database row (stored_files) says what a file
 * is; the port only keeps bytes under a key. Local directory by default; an S3-compatible
 * adapter implements the same three calls when one is configured.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server (tenant/purpose-uuid.ext): nothing a client typed reaches a path. */
export const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]{2,5}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/**
 * The tenant a key belongs to: keys start with the owning tenant's id (`7/labels/…`), written by
 * the server from the request's tenant. A key without one is refused.
 */
export function tenantOfKey(key: string): number {
  assertSafeKey(key);
  const match = /^([1-9]\d{0,8})\//.exec(key);
  if (!match) throw new Error(`storage key names no tenant: ${key}`);
  return Number(match[1]);
}
