import { sql } from 'drizzle-orm';
import { validationText, ZTenantSlug, type TenantBranding } from '@despacho/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { APP_ROLE } from '../../db/migrate';
import type { TenantRow, UserRow } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { createConfirmedUser } from '../auth/accounts.service';
import { seedSettingsCatalogue } from '../settings/settings.service';
import { findTenantBySlug, insertTenant } from './tenants.repository';

/** Public: the request context resolves the X-Tenant header with it (owner connection). */
export function tenantBySlug(db: Db, slug: string): Promise<TenantRow | null> {
  return findTenantBySlug(db, slug);
}

/** GET /tenant: branding anyone may read, so the login page can wear the brand. */
export function tenantBranding(ctx: ServiceContext): TenantBranding {
  const t = ctx.tenant;
  return {
    slug: t.slug,
    name: t.name,
    logo_url: t.logoUrl,
    primary_color: t.primaryColor,
    support_email: t.supportEmail,
    terms_url: t.termsUrl,
    time_zone: t.timeZone,
  };
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
 * Creates a tenant, its settings catalogue and its first confirmed main_admin in one
 * transaction (system work for the CLI and the demo seed): all of it or none of it.
 */
export async function createTenant(
  db: Db,
  secrets: SecretBox,
  input: CreateTenantInput,
  /** More work in the same transaction (the demo seed's users, notices, money). */
  extra?: (tx: Tx, tenant: TenantRow, admin: UserRow) => Promise<void>,
): Promise<{ tenant: TenantRow; admin: UserRow }> {
  const parsed = ZCreateTenantInput.safeParse(input);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `${i.path.join('.')}: ${validationText(i.message, 'en', { min: 8, max: 35 })}`)
      .join('; ');
    throw new AppError('validation_failed', `Invalid tenant: ${detail}`);
  }
  const data = parsed.data;
  if (await findTenantBySlug(db, data.slug)) {
    throw new AppError('conflict', `A tenant with slug "${data.slug}" already exists`);
  }
  return db.transaction(async (tx) => {
    const tenant = await insertTenant(tx, {
      slug: data.slug,
      name: data.name,
      supportEmail: data.supportEmail ?? null,
    });
    // The tenant row is the owner's; everything inside it is written under row-level security.
    await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
    await tx.execute(sql`select set_config('app.tenant_id', ${String(tenant.id)}, true)`);
    await seedSettingsCatalogue(tx, tenant.id, secrets);
    const admin = await createConfirmedUser(tx, tenant.id, {
      email: data.admin.email,
      password: data.admin.password,
      name: data.admin.name,
      lastName: data.admin.lastName,
      userType: 'main_admin',
    });
    if (extra) await extra(tx, tenant, admin);
    return { tenant, admin };
  });
}
