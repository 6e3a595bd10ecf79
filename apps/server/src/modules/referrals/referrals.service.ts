import { toDecimalString } from '@despacho/domain';
import type { ListQuery, ListResponse, Referral } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { iso } from '../../lib/dates';
import { listReferralRows } from './referrals.repository';

/**
 * GET referrals (spec 1 §2): who signed up with the caller's own referral code, and what each
 * has spent on labels. Every role reads only its own referrals (permissions.md).
 */
export async function listReferrals(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown>,
): Promise<ListResponse<Referral>> {
  authorize(ctx, 'read', 'Referral');
  const actor = requireActor(ctx);
  const p = listParams(query, ['created_at'], { field: 'created_at', dir: 'desc' });
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listReferralRows(tx, ctx.tenant.id, actor.referralCode, { limit: p.perPage, offset: p.offset }),
  );
  return listOf(
    rows.map((r) => ({
      id: r.id,
      name: `${r.name} ${r.lastName}`,
      total: toDecimalString(r.totalCents),
      created_at: iso(r.createdAt)!,
    })),
    total,
    p,
  );
}
