import type { SignInForm, User } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, revokeTokenByHash, updateUser } from './auth.repository';
import { issueToken } from './auth-tokens';
import { serializeUser } from './user.serializer';

/** POST users/sign_in: open to anyone, limited to 10 tries a minute per e-mail and IP. */
export async function signIn(
  ctx: ServiceContext,
  input: SignInForm,
): Promise<{ user: User; token: string }> {
  const wait = ctx.deps.signInLimiter.hit(input.email, ctx.ip);
  if (wait > 0) throw new AppError('rate_limited', undefined, { params: { seconds: wait } });

  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    // Compare against a dummy hash for unknown e-mails so timing does not reveal accounts.
    const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !ok) throw new AppError('invalid_credentials');
    if (!user.confirmedAt) throw new AppError('unconfirmed_account');
    if (user.status !== 'active') throw new AppError('account_suspended');
    const token = await issueToken(tx, ctx.tenant.id, user.id, 'session');
    const updated = await updateUser(tx, user.id, {
      lastSignInAt: user.currentSignInAt,
      currentSignInAt: new Date(),
    });
    return { user: serializeUser(updated), token };
  });
}

/** DELETE sign_out: revokes the token this request came with. */
export async function signOut(ctx: ServiceContext): Promise<{ ok: true }> {
  if (!ctx.actor || !ctx.sessionTokenHash) throw new AppError('unauthenticated');
  const hash = ctx.sessionTokenHash;
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => revokeTokenByHash(tx, hash));
  return { ok: true };
}
