import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { RawExecutor, Tx } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { authTokens, users, type TokenKind, type UserRow } from '../../db/schema';

// Every method runs inside withTenant: row-level security limits it to the caller's tenant,
// except findSessionUser, whose SQL function sets the tenant itself.

/** A `users` row as the driver returns it (e.g. from app_session_user) → UserRow. */
export const toUserRow = rowMapper(users);

export async function findSessionUser(
  exec: RawExecutor,
  tenantId: number,
  tokenHash: string,
): Promise<UserRow | null> {
  const { rows } = await exec('select * from app_session_user($1, $2)', [tenantId, tokenHash], {
    name: 'app_session_user',
  });
  const raw = rows[0] as Record<string, unknown> | undefined;
  return raw ? toUserRow(raw) : null;
}

export async function findUserById(tx: Tx, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function emailTaken(tx: Tx, email: string, exceptUserId?: number): Promise<boolean> {
  const cond = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(cond, ne(users.id, exceptUserId)) : cond)
    .limit(1);
  return !!row;
}

export async function referralCodeExists(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, code))
    .limit(1);
  return !!row;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
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

export async function insertToken(
  tx: Tx,
  values: { tenantId: number; userId: number; kind: TokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(authTokens).values(values);
}

/** A token that is unexpired, unused and unrevoked, with its user. */
export async function findLiveToken(tx: Tx, tokenHash: string, kind: TokenKind | TokenKind[]) {
  const [row] = await tx
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        Array.isArray(kind) ? inArray(authTokens.kind, kind) : eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a single-use token used; false when another request used it first. */
export async function consumeToken(tx: Tx, tokenId: number): Promise<boolean> {
  const rows = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

export async function revokeTokenByHash(tx: Tx, tokenHash: string): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/**
 * Revokes a user's live tokens of one kind; `except` keeps one (the session that changed the
 * password stays signed in).
 */
export async function revokeUserTokens(
  tx: Tx,
  userId: number,
  kind: TokenKind,
  except: string | null = null,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        isNull(authTokens.revokedAt),
        isNull(authTokens.usedAt),
        except ? ne(authTokens.tokenHash, except) : undefined,
      ),
    );
}
