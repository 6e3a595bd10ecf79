import type { AdminUser, ListResponse, ZSubUsersQuery } from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf } from '../../http/list-query';
import { assertMayTouch } from './users-access';
import {
  findAdminUser,
  findUserRow,
  findUsersByExactEmail,
  hasSubUsers,
  listSubUsers,
  lockUsers,
  updateUserRow,
} from './users-admin.repository';
import { serializeAdminUser } from './users-admin.serializer';
import './users-messages';

/**
 * Sub-users act inside their parent's account (its balance, its shipments and addresses). One
 * level only: a parent is not a sub-user, a sub-user has no sub-users, and both are customers.
 */

/** The spec's own words, as the whole message (`base` is not prefixed with a field name). */
const userNotFound = () =>
  new AppError('not_found', undefined, { fields: { base: ['v.user_not_found'] } });

/** GET subusers?user_id=: the sub-users of one account of the tenant. */
export async function listSubUsersOf(
  ctx: ServiceContext,
  query: z.output<typeof ZSubUsersQuery>,
): Promise<ListResponse<AdminUser>> {
  authorize(ctx, 'read', 'User');
  const page = {
    page: query.page,
    perPage: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (!(await findUserRow(tx, query.user_id))) throw notFound();
    return listSubUsers(tx, query.user_id, page);
  });
  return listOf(rows.map(serializeAdminUser), total, page);
}

/**
 * Makes `subId` a sub-user of `parentId` inside the caller's transaction. Both rows are locked
 * first, so two requests cannot link two accounts under each other at once. `field` names the
 * request field the refusals belong to.
 */
export async function attachSubUser(
  ctx: ServiceContext,
  tx: Tx,
  parentId: number,
  subId: number,
  field: 'email' | 'parent_id',
): Promise<void> {
  if (parentId === subId) throw fieldError(field, 'v.sub_user_self');
  const locked = await lockUsers(tx, [parentId, subId]);
  const parent = locked.find((u) => u.id === parentId);
  const sub = locked.find((u) => u.id === subId);
  if (!parent || !sub) throw userNotFound();
  assertMayTouch(ctx, parent.userType);
  assertMayTouch(ctx, sub.userType);
  if (parent.userType !== 'customer' || sub.userType !== 'customer')
    throw fieldError(field, 'v.sub_user_customers_only');
  if (parent.parentId !== null) throw fieldError(field, 'v.parent_is_sub_user');
  if (sub.parentId === parent.id) throw fieldError(field, 'v.sub_user_already_yours');
  if (sub.parentId !== null) throw fieldError(field, 'v.sub_user_has_parent');
  if (await hasSubUsers(tx, sub.id)) throw fieldError(field, 'v.sub_user_has_children');
  await updateUserRow(tx, sub.id, { parentId: parent.id });
}

/** Detaches `subId` from `parentId`; a user that is not that account's sub-user is a 404. */
export async function detachSubUser(
  ctx: ServiceContext,
  tx: Tx,
  parentId: number,
  subId: number,
): Promise<void> {
  const [sub] = await lockUsers(tx, [subId]);
  if (!sub || sub.parentId !== parentId) throw notFound();
  assertMayTouch(ctx, sub.userType);
  await updateUserRow(tx, sub.id, { parentId: null });
}

/** POST users/{id}/subusers {email}: exactly one account must have that e-mail. */
export async function addSubUser(
  ctx: ServiceContext,
  parentId: number,
  email: string,
): Promise<AdminUser> {
  authorize(ctx, 'update', 'User');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const parent = await findUserRow(tx, parentId);
    if (!parent) throw notFound();
    assertMayTouch(ctx, parent.userType);
    const matches = await findUsersByExactEmail(tx, email);
    if (matches.length !== 1) throw userNotFound();
    await attachSubUser(ctx, tx, parent.id, matches[0]!.id, 'email');
    const row = await findAdminUser(tx, matches[0]!.id);
    return serializeAdminUser(row!);
  });
}

/** DELETE users/{id}/subusers/{subId}: the sub-user keeps their account, on its own again. */
export async function removeSubUser(
  ctx: ServiceContext,
  parentId: number,
  subId: number,
): Promise<{ ok: true }> {
  authorize(ctx, 'update', 'User');
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const parent = await findUserRow(tx, parentId);
    if (!parent) throw notFound();
    assertMayTouch(ctx, parent.userType);
    await detachSubUser(ctx, tx, parentId, subId);
  });
  return { ok: true };
}
