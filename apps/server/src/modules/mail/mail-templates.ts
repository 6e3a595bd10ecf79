import type { Locale } from '@despacho/shared';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(
  brand: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): string {
  const body = paragraphs.map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  const button = link
    ? `<p><a href="${esc(link.href)}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${esc(link.label)}</a></p>\n<p style="font-size:12px;color:#555">${esc(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif"><h2>${esc(brand)}</h2>\n${body}\n${button}</body></html>`;
}

const text = (paragraphs: string[], href?: string) =>
  [...paragraphs, ...(href ? [href] : [])].join('\n\n');

export function confirmationMail(
  locale: Locale,
  brand: string,
  name: string,
  link: string,
): RenderedMail {
  const es = locale === 'es-MX';
  const lines = es
    ? [
        `Hola ${name},`,
        `Gracias por registrarte en ${brand}. Confirma tu correo electrónico para activar tu cuenta. El enlace vence en 3 días.`,
      ]
    : [
        `Hello ${name},`,
        `Thank you for signing up to ${brand}. Please confirm your e-mail address to activate your account. The link expires in 3 days.`,
      ];
  const label = es ? 'Confirmar mi cuenta' : 'Confirm my account';
  return {
    subject: es ? `Confirma tu cuenta de ${brand}` : `Confirm your ${brand} account`,
    html: layout(brand, lines, { href: link, label }),
    text: text(lines, link),
  };
}

export function resetPasswordMail(
  locale: Locale,
  brand: string,
  name: string,
  link: string,
): RenderedMail {
  const es = locale === 'es-MX';
  const lines = es
    ? [
        `Hola ${name},`,
        'Recibimos una solicitud para restablecer tu contraseña. El enlace vence en 2 horas y solo puede usarse una vez. Si no fuiste tú, ignora este correo.',
      ]
    : [
        `Hello ${name},`,
        'We received a request to reset your password. The link expires in 2 hours and works once. If it was not you, ignore this e-mail.',
      ];
  const label = es ? 'Restablecer contraseña' : 'Reset password';
  return {
    subject: es ? `Restablece tu contraseña de ${brand}` : `Reset your ${brand} password`,
    html: layout(brand, lines, { href: link, label }),
    text: text(lines, link),
  };
}

export function supportMail(
  locale: Locale,
  brand: string,
  from: { name: string; email: string },
  subject: string,
  message: string,
): RenderedMail {
  const es = locale === 'es-MX';
  const lines = [
    es
      ? `Mensaje de soporte de ${from.name} <${from.email}>:`
      : `Support message from ${from.name} <${from.email}>:`,
    ...message.split(/\n{2,}/),
  ];
  return {
    subject: `[${brand}] ${subject}`,
    html: layout(brand, lines),
    text: text(lines),
  };
}
