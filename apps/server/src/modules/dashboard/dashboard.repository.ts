import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/** Active accounts of the tenant: the staff dashboard's "active users". */
export async function countActiveUsers(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.status, 'active'));
  return Number(row?.n ?? 0);
}
