import type { EmailForm } from '@despacho/shared';
import { isLocale } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { appLink } from '../mail/mail-links';
import { confirmationMail, resetPasswordMail } from '../mail/mail-templates';
import {
  consumeToken,
  emailTaken,
  findLiveToken,
  findUserByEmail,
  revokeUserTokens,
  updateUser,
} from './auth.repository';
import { issueToken } from './auth-tokens';
import { liftLock } from './sign-in-guard';

const OK = { ok: true } as const;

const tokenInvalid = (field: string) =>
  new AppError('token_invalid', undefined, { fields: { [field]: ['v.token_invalid'] } });

/** POST forgot_password: the same answer whether or not the e-mail exists. */
export async function forgotPassword(ctx: ServiceContext, input: EmailForm): Promise<typeof OK> {
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.status !== 'active') return;
    const token = await issueToken(tx, ctx.tenant.id, user.id, 'reset');
    const link = appLink(ctx, '/reset-password', { reset_password_token: token });
    const locale = isLocale(user.locale) ? user.locale : ctx.locale;
    const mail = resetPasswordMail(locale, ctx.tenant.name, user.name, link);
    await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: user.email, ...mail });
  });
  return OK;
}

export interface ResetInput {
  password: string;
  password_confirmation: string;
  reset_password_token: string;
}

/** PUT reset_password: single-use token; signs every session of the account out. */
export async function resetPassword(ctx: ServiceContext, input: ResetInput): Promise<typeof OK> {
  if (input.password !== input.password_confirmation) {
    throw fieldError('password', 'v.password_confirmation');
  }
  const passwordHash = await hashPassword(input.password);
  const email = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const found = await findLiveToken(tx, hashToken(input.reset_password_token), 'reset');
    if (!found || !(await consumeToken(tx, found.token.id))) {
      throw tokenInvalid('reset_password_token');
    }
    // The e-mailed link proves the address, so a reset also confirms it.
    await updateUser(tx, found.user.id, {
      passwordHash,
      confirmedAt: found.user.confirmedAt ?? new Date(),
    });
    await revokeUserTokens(tx, found.user.id, 'session');
    return found.user.email;
  });
  await liftLock(ctx, email);
  return OK;
}

/** POST confirmations: resend the confirmation e-mail; the same answer for any e-mail. */
export async function resendConfirmation(
  ctx: ServiceContext,
  input: EmailForm,
): Promise<typeof OK> {
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.confirmedAt) return;
    const token = await issueToken(tx, ctx.tenant.id, user.id, 'confirmation');
    const link = appLink(ctx, '/confirm', { confirmation_token: token });
    const locale = isLocale(user.locale) ? user.locale : ctx.locale;
    const mail = confirmationMail(locale, ctx.tenant.name, user.name, link);
    await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: user.email, ...mail });
  });
  return OK;
}

/**
 * GET confirmations?confirmation_token=: confirms a new account's e-mail once, or makes a
 * requested new e-mail the account's (the same /confirm link serves both).
 */
export async function confirmEmail(ctx: ServiceContext, token: string): Promise<typeof OK> {
  await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const found = await findLiveToken(tx, hashToken(token), ['confirmation', 'email_change']);
    if (!found || !(await consumeToken(tx, found.token.id))) {
      throw tokenInvalid('confirmation_token');
    }
    const { user } = found;
    if (found.token.kind === 'confirmation') {
      if (!user.confirmedAt) await updateUser(tx, user.id, { confirmedAt: new Date() });
      return;
    }
    const newEmail = user.unconfirmedEmail;
    if (!newEmail) throw tokenInvalid('confirmation_token');
    // Someone else may have taken the address since the change was asked for.
    if (await emailTaken(tx, newEmail, user.id)) throw fieldError('confirmation_token', 'v.taken');
    await updateUser(tx, user.id, {
      email: newEmail,
      unconfirmedEmail: null,
      confirmedAt: user.confirmedAt ?? new Date(),
    });
  });
  return OK;
}
