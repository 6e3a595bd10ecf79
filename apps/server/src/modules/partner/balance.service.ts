import { toDecimalString } from '@despacho/domain';
import type { Balance } from '@despacho/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';

/** The paying account's balance (a sub-user spends the parent account's, as purchases do). */
export async function getBalance(ctx: ServiceContext): Promise<Balance> {
  authorize(ctx, 'read', 'Transaction');
  const actor = requireActor(ctx);
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx
      .select({ balance: users.balanceCents, creditLimit: users.creditLimitCents })
      .from(users)
      .where(eq(users.id, actor.parentId ?? actor.id))
      .limit(1),
  );
  if (!row) throw notFound();
  return {
    balance: toDecimalString(row.balance),
    credit_limit: toDecimalString(row.creditLimit),
    currency: 'MXN',
  };
}
