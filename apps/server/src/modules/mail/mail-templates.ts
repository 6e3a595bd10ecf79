import type { Locale } from '@despacho/shared';
import { renderMail, type RenderedMail } from './mail-layout';

export type { RenderedMail };

export function confirmationMail(
  locale: Locale,
  brand: string,
  name: string,
  link: string,
): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Confirma tu cuenta de ${brand}`,
        lines: [
          `Hola ${name},`,
          `Gracias por registrarte en ${brand}. Confirma tu correo electrónico para activar tu cuenta. El enlace vence en 3 días.`,
        ],
        button: 'Confirmar mi cuenta',
      },
      en: {
        subject: `Confirm your ${brand} account`,
        lines: [
          `Hello ${name},`,
          `Thank you for signing up to ${brand}. Please confirm your e-mail address to activate your account. The link expires in 3 days.`,
        ],
        button: 'Confirm my account',
      },
    },
    link,
  );
}

export function resetPasswordMail(
  locale: Locale,
  brand: string,
  name: string,
  link: string,
): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Restablece tu contraseña de ${brand}`,
        lines: [
          `Hola ${name},`,
          'Recibimos una solicitud para restablecer tu contraseña. El enlace vence en 2 horas y solo puede usarse una vez. Si no fuiste tú, ignora este correo.',
        ],
        button: 'Restablecer contraseña',
      },
      en: {
        subject: `Reset your ${brand} password`,
        lines: [
          `Hello ${name},`,
          'We received a request to reset your password. The link expires in 2 hours and works once. If it was not you, ignore this e-mail.',
        ],
        button: 'Reset password',
      },
    },
    link,
  );
}

export function supportMail(
  locale: Locale,
  brand: string,
  from: { name: string; email: string },
  subject: string,
  message: string,
): RenderedMail {
  const body = message.split(/\n{2,}/);
  return renderMail(locale, brand, {
    'es-MX': {
      subject: `[${brand}] ${subject}`,
      lines: [`Mensaje de soporte de ${from.name} <${from.email}>:`, ...body],
    },
    en: {
      subject: `[${brand}] ${subject}`,
      lines: [`Support message from ${from.name} <${from.email}>:`, ...body],
    },
  });
}

/** To the new address: the link that makes it the account's e-mail. */
export function emailChangeConfirmMail(
  locale: Locale,
  brand: string,
  name: string,
  newEmail: string,
  link: string,
): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Confirma tu nuevo correo en ${brand}`,
        lines: [
          `Hola ${name},`,
          `Pediste usar ${newEmail} como correo de tu cuenta de ${brand}. Confírmalo con el enlace; hasta entonces sigues entrando con tu correo anterior. El enlace vence en 3 días.`,
        ],
        button: 'Confirmar mi nuevo correo',
      },
      en: {
        subject: `Confirm your new ${brand} e-mail`,
        lines: [
          `Hello ${name},`,
          `You asked to use ${newEmail} as the e-mail of your ${brand} account. Confirm it with the link; until then you keep signing in with your previous e-mail. The link expires in 3 days.`,
        ],
        button: 'Confirm my new e-mail',
      },
    },
    link,
  );
}

/** To the old address: someone asked to move the account elsewhere. */
export function emailChangeNoticeMail(
  locale: Locale,
  brand: string,
  name: string,
  newEmail: string,
): RenderedMail {
  return renderMail(locale, brand, {
    'es-MX': {
      subject: `Cambio de correo en tu cuenta de ${brand}`,
      lines: [
        `Hola ${name},`,
        `Se pidió cambiar el correo de tu cuenta de ${brand} a ${newEmail}. El cambio ocurre solo cuando se confirme desde ese correo.`,
        'Si no fuiste tú, cambia tu contraseña de inmediato y avisa a soporte.',
      ],
    },
    en: {
      subject: `E-mail change on your ${brand} account`,
      lines: [
        `Hello ${name},`,
        `Someone asked to change the e-mail of your ${brand} account to ${newEmail}. It changes only once confirmed from that address.`,
        'If it was not you, change your password at once and tell support.',
      ],
    },
  });
}

/** After a password change: the other sessions were closed; say so. */
export function passwordChangedMail(locale: Locale, brand: string, name: string): RenderedMail {
  return renderMail(locale, brand, {
    'es-MX': {
      subject: `Tu contraseña de ${brand} cambió`,
      lines: [
        `Hola ${name},`,
        `La contraseña de tu cuenta de ${brand} cambió y cerramos las demás sesiones abiertas.`,
        'Si no fuiste tú, restablece tu contraseña de inmediato y avisa a soporte.',
      ],
    },
    en: {
      subject: `Your ${brand} password changed`,
      lines: [
        `Hello ${name},`,
        `The password of your ${brand} account changed and we signed out your other sessions.`,
        'If it was not you, reset your password at once and tell support.',
      ],
    },
  });
}
