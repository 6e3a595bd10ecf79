import type { UserSearchField } from '@despacho/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { userPrices, users, type UserRow } from '../../db/schema';
import type { ListParams } from '../../http/list-query';

// Every method runs inside withTenant: row-level security keeps it to the caller's tenant.

export const USER_ORDER_COLUMNS = {
  created_at: users.createdAt,
  id: users.id,
  sequential_id: users.sequentialId,
  name: users.name,
  last_name: users.lastName,
  email: users.email,
  user_type: users.userType,
} as const;
export type UserOrderField = keyof typeof USER_ORDER_COLUMNS;

export interface UserListFilters {
  searchField: UserSearchField;
  status?: string;
  specialCarriers?: 'included' | 'excluded';
  customPrice?: 'with';
}

/** A users row with what the staff list shows beside it. */
export interface AdminUserRow {
  user: UserRow;
  parentEmail: string | null;
  userPricesCount: number;
  subUsersCount: number;
}

const parent = alias(users, 'parent');
const pricesCount = sql<number>`(select count(*)::int from ${userPrices} where ${userPrices.userId} = ${users.id})`;
const subUsersCount = sql<number>`(select count(*)::int from users sub where sub.parent_id = ${users.id})`;
const MAX_INT = 2_147_483_647;

const escapeLike = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

function searchCondition(field: UserSearchField, term: string): SQL | undefined {
  if (field === 'id') {
    const n = /^\d{1,10}$/.test(term) ? Number(term) : NaN;
    // The spec's "id" is what the table shows: the record id or the tenant's sequential id.
    return Number.isInteger(n) && n <= MAX_INT
      ? or(eq(users.id, n), eq(users.sequentialId, n))
      : sql`false`;
  }
  const column = {
    email: users.email,
    name: users.name,
    last_name: users.lastName,
    phone: users.phone,
    referral_code: users.referralCode,
  }[field];
  return ilike(column, escapeLike(term));
}

function whereOf(p: ListParams<UserOrderField>, f: UserListFilters): SQL | undefined {
  return and(
    p.search ? searchCondition(f.searchField, p.search) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.specialCarriers ? eq(users.specialCarriers, f.specialCarriers === 'included') : undefined,
    f.customPrice
      ? sql`exists (select 1 from ${userPrices} where ${userPrices.userId} = ${users.id})`
      : undefined,
  );
}

const adminColumns = {
  user: users,
  parentEmail: parent.email,
  userPricesCount: pricesCount,
  subUsersCount,
};

export async function listAdminUsers(
  tx: Tx,
  p: ListParams<UserOrderField>,
  filters: UserListFilters,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = whereOf(p, filters);
  const column = USER_ORDER_COLUMNS[p.order.field];
  const rows = await tx
    .select(adminColumns)
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .where(where)
    .orderBy(p.order.dir === 'asc' ? asc(column) : desc(column), desc(users.id))
    .limit(p.perPage)
    .offset(p.offset);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAdminUser(tx: Tx, id: number): Promise<AdminUserRow | null> {
  const [row] = await tx
    .select(adminColumns)
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function listSubUsers(
  tx: Tx,
  parentId: number,
  page: { perPage: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const rows = await tx
    .select(adminColumns)
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .where(eq(users.parentId, parentId))
    .orderBy(asc(users.email))
    .limit(page.perPage)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(users).where(eq(users.parentId, parentId));
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Locks the given users (in id order, so two requests never wait on each other crosswise) and
 * returns them; used where a decision depends on parent links that a concurrent request could
 * change (A under B while B goes under A).
 */
export async function lockUsers(tx: Tx, ids: number[]): Promise<UserRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, unique))
    .orderBy(asc(users.id))
    .for('update');
}

/** Users whose e-mail is exactly this one (case ignored); the unique index allows at most one. */
export async function findUsersByExactEmail(tx: Tx, email: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(2);
}

export async function hasSubUsers(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.parentId, userId))
    .limit(1);
  return !!row;
}

export async function findUserRow(tx: Tx, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Another account of the tenant already uses this e-mail (case ignored). */
export async function emailInUse(tx: Tx, email: string, exceptId?: number): Promise<boolean> {
  const same = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(same, ne(users.id, exceptId)) : same)
    .limit(1);
  return !!row;
}

export async function updateUserRow(
  tx: Tx,
  id: number,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
