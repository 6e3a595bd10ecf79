import {
  USER_ORDER_FIELDS,
  type AdminUser,
  type ListQuery,
  type ListResponse,
  type UserSearchField,
  type UserType,
  type ZUserCreateForm,
  type ZUserUpdateForm,
} from '@despacho/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { listOf, listParams } from '../../http/list-query';
import { hashPassword } from '../../lib/passwords';
import { newOpaqueToken } from '../../lib/tokens';
import { insertNewUser } from '../auth/accounts.service';
import { attachSubUser, detachSubUser } from './sub-users.service';
import {
  assertDeveloper,
  assertMayGive,
  assertMayPriceOwnAgreements,
  assertMayTouch,
} from './users-access';
import {
  emailInUse,
  findAdminUser,
  hasSubUsers,
  listAdminUsers,
  lockUsers,
  updateUserRow,
  type UserListFilters,
} from './users-admin.repository';
import { serializeAdminUser } from './users-admin.serializer';
import { sendWelcome } from './users-welcome';
import './users-messages';

type CreateInput = z.output<typeof ZUserCreateForm>;
type UpdateInput = z.output<typeof ZUserUpdateForm>;
type UserPatch = Parameters<typeof updateUserRow>[2];

const toCents = (pesos: number | null) => (pesos === null ? null : Math.round(pesos * 100));

/** Reads the reply row of one account of the tenant (404 otherwise, other tenants included). */
async function adminUserOf(tx: Tx, id: number): Promise<AdminUser> {
  const row = await findAdminUser(tx, id);
  if (!row) throw notFound();
  return serializeAdminUser(row);
}

/** The row to change, locked until the transaction ends; another tenant's is a 404. */
async function lockedUser(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await lockUsers(tx, [id]);
  if (!row) throw notFound();
  return row;
}

export async function listUsers(
  ctx: ServiceContext,
  query: ListQuery & Record<string, unknown> & { search_field?: UserSearchField },
): Promise<ListResponse<AdminUser>> {
  authorize(ctx, 'read', 'User');
  const p = listParams(query, USER_ORDER_FIELDS, { field: 'created_at', dir: 'desc' });
  const filters: UserListFilters = {
    searchField: query.search_field ?? 'email',
    status: p.where.status as string | undefined,
    specialCarriers: p.where.special_carriers as UserListFilters['specialCarriers'],
    customPrice: p.where.custom_price as UserListFilters['customPrice'],
  };
  const { rows, total } = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    listAdminUsers(tx, p, filters),
  );
  return listOf(rows.map(serializeAdminUser), total, p);
}

export async function getUser(ctx: ServiceContext, id: number): Promise<AdminUser> {
  authorize(ctx, 'read', 'User');
  return withTenant(ctx.deps.db, ctx.tenant.id, (tx) => adminUserOf(tx, id));
}

/** Money and switches only some roles may set, checked before anything is written. */
function checkPrivilegedFields(
  ctx: ServiceContext,
  userType: string,
  fields: { ownAgreementsCents?: number | null; exportCsv?: boolean },
) {
  if (fields.exportCsv !== undefined) assertDeveloper(ctx);
  if (fields.ownAgreementsCents !== undefined) {
    assertMayPriceOwnAgreements(ctx);
    if (fields.ownAgreementsCents !== null && userType !== 'customer')
      throw fieldError('own_agreements_price', 'v.customers_only');
  }
}

/**
 * POST users: a new account of a role the caller may give. Without a password it gets a
 * "create your password" e-mail; with one, the usual confirmation e-mail. Unconfirmed either way
 * until the person opens the link or staff confirm it.
 */
export async function createUser(ctx: ServiceContext, input: CreateInput): Promise<AdminUser> {
  authorize(ctx, 'create', 'User');
  assertMayGive(ctx, input.user_type);
  const ownAgreementsCents = toCents(input.own_agreements_price);
  checkPrivilegedFields(ctx, input.user_type, {
    ownAgreementsCents: ownAgreementsCents === null ? undefined : ownAgreementsCents,
    exportCsv: input.export_csv_visible ? true : undefined,
  });
  // Without a password the account gets an unguessable one nobody knows until the e-mailed link.
  const passwordHash = await hashPassword(input.password ?? newOpaqueToken());
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (await emailInUse(tx, input.email)) throw fieldError('email', 'v.taken');
    const created = await insertNewUser(tx, ctx.tenant.id, {
      email: input.email,
      passwordHash,
      name: input.name,
      lastName: input.last_name,
      phone: input.phone,
      company: input.company ?? '',
      userType: input.user_type,
      locale: ctx.locale,
      confirmed: false,
    });
    const user = await updateUserRow(tx, created.id, {
      status: input.status,
      notes: input.notes,
      specialCarriers: input.special_carriers,
      discount: String(input.discount ?? 0),
      exportCsvVisible: input.export_csv_visible ?? false,
      ownAgreementsPriceCents: ownAgreementsCents,
    });
    await sendWelcome(ctx, tx, user, input.password !== null);
    return adminUserOf(tx, user.id);
  });
}

/** Role and status changes: never one's own, never to a role the caller may not give. */
function roleAndStatusPatch(ctx: ServiceContext, target: UserRow, input: UpdateInput): UserPatch {
  const self = requireActor(ctx).id === target.id;
  const patch: UserPatch = {};
  if (input.user_type !== undefined && input.user_type !== target.userType) {
    if (self) throw fieldError('user_type', 'v.not_yourself');
    assertMayGive(ctx, input.user_type);
    // Sub-user links exist between customers only.
    if (target.parentId !== null) throw fieldError('user_type', 'v.sub_user_customers_only');
    patch.userType = input.user_type;
    patch.isMainAdmin = input.user_type === 'main_admin';
  }
  if (input.status !== undefined && input.status !== target.status) {
    if (self) throw fieldError('status', 'v.not_yourself');
    patch.status = input.status;
  }
  return patch;
}

/** The plain fields present in the request (missing ones keep their value). */
function plainPatch(input: UpdateInput): UserPatch {
  const patch: UserPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.last_name !== undefined) patch.lastName = input.last_name;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.company !== undefined) patch.company = input.company ?? '';
  if (input.notes !== undefined) patch.notes = input.notes;
  if (input.discount !== undefined) patch.discount = String(input.discount ?? 0);
  if (input.special_carriers !== undefined) patch.specialCarriers = input.special_carriers;
  return patch;
}

/**
 * PUT users/{id}: any subset of the form, the status switch, the CSV switch (developer), the
 * own-agreements price (admin or developer, customers) and parent_id (attach or detach).
 */
export async function updateUserAdmin(
  ctx: ServiceContext,
  id: number,
  input: UpdateInput,
): Promise<AdminUser> {
  authorize(ctx, 'update', 'User');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const target = await lockedUser(tx, id);
    assertMayTouch(ctx, target.userType);
    const patch: UserPatch = { ...roleAndStatusPatch(ctx, target, input), ...plainPatch(input) };
    const finalType: UserType = (patch.userType ?? target.userType) as UserType;
    if (patch.userType && (await hasSubUsers(tx, target.id)))
      throw fieldError('user_type', 'v.sub_user_customers_only');
    const cents =
      input.own_agreements_price === undefined ? undefined : toCents(input.own_agreements_price);
    checkPrivilegedFields(ctx, finalType, {
      ownAgreementsCents: cents === target.ownAgreementsPriceCents ? undefined : cents,
      exportCsv:
        input.export_csv_visible === undefined ||
        input.export_csv_visible === target.exportCsvVisible
          ? undefined
          : input.export_csv_visible,
    });
    if (cents !== undefined) patch.ownAgreementsPriceCents = cents;
    if (input.export_csv_visible !== undefined) patch.exportCsvVisible = input.export_csv_visible;
    if (finalType !== 'customer' && target.ownAgreementsPriceCents !== null)
      patch.ownAgreementsPriceCents = null;
    if (input.email !== undefined && input.email !== target.email.toLowerCase()) {
      if (await emailInUse(tx, input.email, target.id)) throw fieldError('email', 'v.taken');
      patch.email = input.email;
    }
    if (input.parent_id !== undefined && input.parent_id !== target.parentId) {
      if (input.parent_id === null) await detachSubUser(ctx, tx, target.parentId!, target.id);
      else await attachSubUser(ctx, tx, input.parent_id, target.id, 'parent_id');
    }
    if (Object.keys(patch).length > 0) await updateUserRow(tx, target.id, patch);
    return adminUserOf(tx, target.id);
  });
}

/** POST users/{id}/confirm_email: staff vouch for the address; a confirmed one stays as it is. */
export async function confirmUserEmail(ctx: ServiceContext, id: number): Promise<AdminUser> {
  authorize(ctx, 'update', 'User');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const target = await lockedUser(tx, id);
    assertMayTouch(ctx, target.userType);
    if (!target.confirmedAt) {
      // A confirmation link still in the inbox stays harmless: it finds the address confirmed.
      await updateUserRow(tx, target.id, { confirmedAt: new Date() });
    }
    return adminUserOf(tx, target.id);
  });
}

/** PUT users/{id}/fiscal_data_verified: customers only, once their e-mail is confirmed. */
export async function setFiscalDataVerified(
  ctx: ServiceContext,
  id: number,
  value: boolean,
): Promise<AdminUser> {
  authorize(ctx, 'update', 'User');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const target = await lockedUser(tx, id);
    assertMayTouch(ctx, target.userType);
    if (target.userType !== 'customer') throw fieldError('value', 'v.customers_only');
    if (!target.confirmedAt) throw fieldError('value', 'v.unconfirmed_user');
    if (target.fiscalDataVerified !== value)
      await updateUserRow(tx, target.id, { fiscalDataVerified: value });
    return adminUserOf(tx, target.id);
  });
}
