import type { Locale } from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { issueToken } from '../auth/auth-tokens';
import { appLink } from '../mail/mail-links';
import { confirmationMail } from '../mail/mail-templates';
import { renderMail, type RenderedMail } from '../mail/mail-layout';

/**
 * A staff-made account without a password gets a reset token (the /reset-password page sets the
 * password and, since the link proves the address, confirms it). A welcome is not read within
 * the 2 hours of a forgotten-password link, so this one lasts as long as a confirmation link.
 */
export const SET_PASSWORD_TTL_MS = 3 * 24 * 3_600_000;

function setPasswordMail(locale: Locale, brand: string, name: string, link: string): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Tu cuenta de ${brand} está lista: crea tu contraseña`,
        lines: [
          `Hola ${name},`,
          `El equipo de ${brand} te creó una cuenta. Crea tu contraseña para entrar; el enlace vence en 3 días y solo puede usarse una vez.`,
        ],
        button: 'Crear mi contraseña',
      },
      en: {
        subject: `Your ${brand} account is ready: create your password`,
        lines: [
          `Hello ${name},`,
          `The ${brand} team created an account for you. Create your password to sign in; the link expires in 3 days and works once.`,
        ],
        button: 'Create my password',
      },
    },
    link,
  );
}

/**
 * Writes the new account's e-mail to the outbox in the creating transaction: "create your
 * password" when staff gave none, otherwise the usual confirmation link.
 */
export async function sendWelcome(
  ctx: ServiceContext,
  tx: Tx,
  user: UserRow,
  withPassword: boolean,
): Promise<void> {
  const locale: Locale = user.locale === 'en' ? 'en' : 'es-MX';
  let mail: RenderedMail;
  if (withPassword) {
    const token = await issueToken(tx, ctx.tenant.id, user.id, 'confirmation');
    const link = appLink(ctx, '/confirm', { confirmation_token: token });
    mail = confirmationMail(locale, ctx.tenant.name, user.name, link);
  } else {
    const token = await issueToken(tx, ctx.tenant.id, user.id, 'reset', SET_PASSWORD_TTL_MS);
    const link = appLink(ctx, '/reset-password', { reset_password_token: token });
    mail = setPasswordMail(locale, ctx.tenant.name, user.name, link);
  }
  await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: user.email, ...mail });
}
