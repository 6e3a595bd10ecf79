import { seedCountries } from '../countries/countries.seed';
import { seedProvidersAndValidators } from '../providers/providers.seed';
import { validationText, ZTenantSlug } from '@despacho/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { enterTenant } from '../../db/tenant-tx';
import type { TenantRow, UserRow } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../lib/passwords';
import { createConfirmedUser } from '../auth/accounts.service';
import { seedSettingsCatalogue } from '../settings/settings.service';
import {
  allTenantIds,
  deleteTenantBySlug,
  findTenantBySlug,
  insertTenant,
} from './tenants.repository';

/** Public: a tenant by its slug, read now (CLI, checks, the dev mailbox). */
export function tenantBySlug(db: Db, slug: string): Promise<TenantRow | null> {
  return findTenantBySlug(db, slug);
}

/**
 * Every request names its tenant; tenants change rarely (the CLI), so a lookup is kept for
 * 30 seconds in this process instead of costing a query per request. Unknown slugs are not
 * kept, so a tenant created by the CLI is found at once.
 */
const TENANT_TTL_MS = 30_000;
type TenantCache = Map<string, { tenant: TenantRow; until: number }>;
const caches = new WeakMap<Db, TenantCache>();

export async function cachedTenantBySlug(db: Db, slug: string): Promise<TenantRow | null> {
  let tenantCache = caches.get(db);
  if (!tenantCache) caches.set(db, (tenantCache = new Map()));
  const now = Date.now();
  const hit = tenantCache.get(slug);
  if (hit && hit.until > now) return hit.tenant;
  const tenant = await findTenantBySlug(db, slug);
  if (tenant) tenantCache.set(slug, { tenant, until: now + TENANT_TTL_MS });
  else tenantCache.delete(slug);
  return tenant;
}

/** After a change to a tenant (branding, deletion) in this process. */
export function forgetCachedTenant(db: Db, slug: string): void {
  caches.get(db)?.delete(slug);
}

export const ZCreateTenantInput = z.object({
  slug: ZTenantSlug,
  name: z.string().trim().min(1).max(120),
  supportEmail: z.email().nullish(),
  admin: z.object({
    email: z.email().transform((v) => v.toLowerCase()),
    password: z.string().min(8).max(35),
    name: z.string().trim().min(1).max(35).default('Admin'),
    lastName: z.string().trim().min(1).max(35).default('Principal'),
  }),
});
export type CreateTenantInput = z.input<typeof ZCreateTenantInput>;

/**
 * The demo seed's slug. Its passwords are published, so production refuses a database that holds
 * it; only the seed may create it (`tenant:create demo` would make a tenant the next production
 * start refuses, and in demo mode one the seed would then skip).
 */
export const DEMO_TENANT = 'demo';

/**
 * Creates a tenant, its settings catalogue and its first confirmed main_admin in one
 * transaction (system work for the CLI and the demo seed): all of it or none of it.
 */
export async function createTenant(
  db: Db,
  secrets: SecretBox,
  input: CreateTenantInput,
  /** More work in the same transaction (the demo seed's users, notices, money). */
  extra?: (tx: Tx, tenant: TenantRow, admin: UserRow) => Promise<void>,
  /** Only the demo seed says so: the reserved demo slug is its. */
  options: { demoSeed?: boolean } = {},
): Promise<{ tenant: TenantRow; admin: UserRow }> {
  const parsed = ZCreateTenantInput.safeParse(input);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `${i.path.join('.')}: ${validationText(i.message, 'en', { min: 8, max: 35 })}`)
      .join('; ');
    throw new AppError('validation_failed', `Invalid tenant: ${detail}`);
  }
  const data = parsed.data;
  if (data.slug === DEMO_TENANT && !options.demoSeed) {
    throw new AppError(
      'validation_failed',
      `The slug "${DEMO_TENANT}" is reserved for the demo tenant (\`npm run cli -- seed:demo\`, demo mode only); choose another`,
    );
  }
  if (await findTenantBySlug(db, data.slug)) {
    throw new AppError('conflict', `A tenant with slug "${data.slug}" already exists`);
  }
  const passwordHash = await hashPassword(data.admin.password);
  return db.transaction(async (tx) => {
    const tenant = await insertTenant(tx, {
      slug: data.slug,
      name: data.name,
      supportEmail: data.supportEmail ?? null,
    });
    // The tenant row is the owner's; everything inside it is written under row-level security.
    await enterTenant(tx, tenant.id);
    await seedSettingsCatalogue(tx, tenant.id, secrets);
    await seedCountries(tx, tenant.id);
    await seedProvidersAndValidators(tx, tenant.id);
    const admin = await createConfirmedUser(tx, tenant.id, {
      email: data.admin.email,
      passwordHash,
      name: data.admin.name,
      lastName: data.admin.lastName,
      userType: 'main_admin',
    });
    if (extra) await extra(tx, tenant, admin);
    return { tenant, admin };
  });
}

/** CLI only: removes a tenant and, through the foreign keys, everything it owns. */
export function deleteTenant(db: Db, slug: string): Promise<boolean> {
  forgetCachedTenant(db, slug);
  return deleteTenantBySlug(db, slug);
}

/** System work that visits every tenant (background sweeps). */
export function listTenantIds(db: Db): Promise<number[]> {
  return allTenantIds(db);
}
