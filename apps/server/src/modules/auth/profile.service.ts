import { isLocale, type ProfileForm, type User } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { appLink } from '../mail/mail-links';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  passwordChangedMail,
} from '../mail/mail-templates';
import { emailTaken, findUserById, revokeUserTokens, updateUser } from './auth.repository';
import { issueToken } from './auth-tokens';
import { countEmailChange } from './email-change-limits';
import { assertNotLocked, countPasswordAttempt, recordFailure } from './sign-in-guard';
import { serializeUser } from './user.serializer';

/**
 * PUT registrations: profile fields. Changing the password or the e-mail needs the current
 * password. A new password signs out every other session; a new e-mail takes effect only when
 * the link sent to it is opened, and the old address is told.
 */
export async function updateProfile(ctx: ServiceContext, input: ProfileForm): Promise<User> {
  const actor = requireActor(ctx);
  const newEmail = input.email.trim().toLowerCase();
  const emailChange = newEmail !== actor.email.toLowerCase() ? newEmail : null;
  const passwordChange = input.password || null;
  let passwordHash: string | null = null;
  if (emailChange || passwordChange) {
    if (!input.current_password) throw fieldError('current_password', 'v.required');
    // The current password is a password guess like a sign-in: the same limits and lock.
    await assertNotLocked(ctx, actor.email);
    await countPasswordAttempt(ctx, actor.email);
    const check = await verifyPassword(input.current_password, actor.passwordHash);
    if (!check.ok) {
      await recordFailure(ctx, actor.email);
      throw fieldError('current_password', 'v.current_password');
    }
    if (emailChange) await countEmailChange(ctx, actor.id, emailChange);
    if (passwordChange) passwordHash = await hashPassword(passwordChange);
  }
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const user = await findUserById(tx, actor.id);
    if (!user) throw new AppError('unauthenticated');
    if (emailChange && (await emailTaken(tx, emailChange, user.id))) {
      throw fieldError('email', 'v.taken');
    }
    const patch: Parameters<typeof updateUser>[2] = {
      name: input.name,
      lastName: input.last_name,
      phone: input.phone,
    };
    if (input.company !== undefined) patch.company = input.company ?? '';
    if (emailChange) {
      patch.unconfirmedEmail = emailChange;
      await mailEmailChange(ctx, tx, user, emailChange);
    }
    if (passwordHash) {
      patch.passwordHash = passwordHash;
      await revokeUserTokens(tx, user.id, 'session', ctx.sessionTokenHash);
      const mail = passwordChangedMail(localeOf(ctx, user), ctx.tenant.name, user.name);
      await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: user.email, ...mail });
    }
    return serializeUser(await updateUser(tx, user.id, patch));
  });
}

const localeOf = (ctx: ServiceContext, user: UserRow) =>
  isLocale(user.locale) ? user.locale : ctx.locale;

async function mailEmailChange(
  ctx: ServiceContext,
  tx: Tx,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const token = await issueToken(tx, ctx.tenant.id, user.id, 'email_change');
  const link = appLink(ctx, '/confirm', { confirmation_token: token });
  const locale = localeOf(ctx, user);
  const confirm = emailChangeConfirmMail(locale, ctx.tenant.name, user.name, newEmail, link);
  await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: newEmail, ...confirm });
  const notice = emailChangeNoticeMail(locale, ctx.tenant.name, user.name, newEmail);
  await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: user.email, ...notice });
}
