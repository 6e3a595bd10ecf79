import type { SignInForm, User } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, revokeTokenByHash, updateUser } from './auth.repository';
import { issueToken } from './auth-tokens';
import { assertNotLocked, recordFailure, recordSuccess } from './sign-in-guard';
import { serializeUser } from './user.serializer';

/**
 * POST users/sign_in. The password is checked with no transaction open (argon2id takes tens of
 * milliseconds), against a dummy hash when the e-mail is unknown so timing stays flat; an old
 * scrypt hash is replaced by an argon2id one on the way in.
 */
export async function signIn(
  ctx: ServiceContext,
  input: SignInForm,
): Promise<{ user: User; token: string }> {
  await assertNotLocked(ctx, input.email);
  const user = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    findUserByEmail(tx, input.email),
  );
  const check = user
    ? await verifyPassword(input.password, user.passwordHash)
    : { ok: await verifyAgainstDummy(input.password), needsRehash: false };
  if (!user || !check.ok) {
    await recordFailure(ctx, input.email);
    throw new AppError('invalid_credentials');
  }
  if (!user.confirmedAt) throw new AppError('unconfirmed_account');
  if (user.status !== 'active') throw new AppError('account_suspended');
  const rehash = check.needsRehash ? await hashPassword(input.password) : null;
  const signedIn = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const token = await issueToken(tx, ctx.tenant.id, user.id, 'session');
    const updated = await updateUser(tx, user.id, {
      lastSignInAt: user.currentSignInAt,
      currentSignInAt: new Date(),
      ...(rehash ? { passwordHash: rehash } : {}),
    });
    return { user: serializeUser(updated), token };
  });
  await recordSuccess(ctx, input.email);
  return signedIn;
}

/** DELETE sign_out: revokes the token this request came with. */
export async function signOut(ctx: ServiceContext): Promise<{ ok: true }> {
  if (!ctx.actor || !ctx.sessionTokenHash) throw new AppError('unauthenticated');
  const hash = ctx.sessionTokenHash;
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => revokeTokenByHash(tx, hash));
  return { ok: true };
}
