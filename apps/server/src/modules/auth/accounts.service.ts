import type { UserType } from '@despacho/shared';
import type { RawExecutor, Tx } from '../../db/client';
import { nextSequence } from '../../db/tenant-tx';
import type { TenantRow, UserRow } from '../../db/schema';
import { hashToken, newReferralCode } from '../../lib/tokens';
import { findSessionUser, insertUser, referralCodeExists, toUserRow } from './auth.repository';

export interface NewUserInput {
  email: string;
  /** From hashPassword, computed before the transaction opened (hashing is slow). */
  passwordHash: string;
  name: string;
  lastName: string;
  userType: UserType;
  phone?: string;
  company?: string;
  locale?: string;
  referredBy?: string | null;
  questions?: { question: string; answer: string }[];
  confirmed?: boolean;
}

/** A referral code unique in the tenant: random, retried on the rare collision. */
export async function uniqueReferralCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await referralCodeExists(tx, code))) return code;
  }
}

/** Inserts a user inside the caller's tenant transaction (signup, CLI, seed). */
export async function insertNewUser(
  tx: Tx,
  tenantId: number,
  input: NewUserInput,
): Promise<UserRow> {
  return insertUser(tx, {
    tenantId,
    sequentialId: await nextSequence(tx, tenantId, 'users'),
    email: input.email.toLowerCase(),
    passwordHash: input.passwordHash,
    name: input.name,
    lastName: input.lastName,
    userType: input.userType,
    isMainAdmin: input.userType === 'main_admin',
    phone: input.phone ?? '',
    company: input.company ?? '',
    locale: input.locale ?? 'es-MX',
    referralCode: await uniqueReferralCode(tx),
    referredBy: input.referredBy ?? null,
    questions: input.questions ?? [],
    confirmedAt: input.confirmed ? new Date() : null,
  });
}

export function createConfirmedUser(
  tx: Tx,
  tenantId: number,
  input: Omit<NewUserInput, 'confirmed'>,
): Promise<UserRow> {
  return insertNewUser(tx, tenantId, { ...input, confirmed: true });
}

/**
 * The user of a row another area's statement read through app_session_user (the quote reads
 * the session and its facts in one round trip), as UserRow.
 */
export function sessionUserFromRow(raw: Record<string, unknown>): UserRow {
  return toUserRow(raw);
}

/** As `resolveSession`, from the token's hash. */
export function sessionUserByHash(
  exec: RawExecutor,
  tenantId: number,
  tokenHash: string,
): Promise<UserRow | null> {
  return findSessionUser(exec, tenantId, tokenHash);
}

/**
 * Bearer token -> signed-in user, or null when unknown, expired, revoked or suspended. One
 * statement (the `app_session_user` function), no transaction: every authenticated request
 * pays for this, so it is the cheapest read that still keeps tenants apart.
 */
export async function resolveSession(
  exec: RawExecutor,
  tenant: TenantRow,
  token: string,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const user = await findSessionUser(exec, tenant.id, tokenHash);
  return user ? { user, tokenHash } : null;
}
