import type { TenantBranding, TimeZoneForm } from '@despacho/shared';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { brandingOf } from '../branding/branding.service';
import { forgetCachedTenant, tenantBySlug } from './tenants.service';

/** The tenant's calendar is the owners' (main_admin, developer), not every settings editor's. */
const isOwner = (ctx: ServiceContext) =>
  ctx.actor?.userType === 'main_admin' ||
  ctx.actor?.userType === 'developer' ||
  ctx.actor?.isMainAdmin === true;

/**
 * PUT /tenant/time_zone. The zone stays on the `tenants` row, where every reader (requests,
 * jobs, the CLI) already takes it; the app role writes it only through
 * `app_set_tenant_time_zone`, which changes the tenant of this transaction and nothing else.
 * This process forgets its cached tenant at once; other processes within their 30 s cache.
 */
export async function updateTimeZone(
  ctx: ServiceContext,
  input: TimeZoneForm,
): Promise<TenantBranding> {
  authorize(ctx, 'update', 'Setting');
  if (!isOwner(ctx)) throw new AppError('forbidden');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    try {
      await tx.execute(sql`select app_set_tenant_time_zone(${input.time_zone})`);
    } catch (err) {
      // A zone the runtime knows but this PostgreSQL does not (older tzdata): say so per field.
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e.cause?.code ?? e.code) === '22023') throw fieldError('time_zone', 'v.time_zone');
      throw err;
    }
  });
  forgetCachedTenant(ctx.deps.db, ctx.tenant.slug);
  const tenant = await tenantBySlug(ctx.deps.db, ctx.tenant.slug);
  if (!tenant) throw new AppError('not_found');
  return brandingOf(ctx.deps.db, tenant, ctx.deps.config.mode === 'demo');
}
