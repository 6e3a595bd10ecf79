import type { Locale } from '@despacho/shared';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One e-mail's words in one language: subject, paragraphs and, if any, the button's label. */
export interface MailCopy {
  subject: string;
  lines: string[];
  button?: string;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function html(brand: string, paragraphs: string[], link?: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  const button = link
    ? `<p><a href="${esc(link.href)}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${esc(link.label)}</a></p>\n<p style="font-size:12px;color:#555">${esc(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif"><h2>${esc(brand)}</h2>\n${body}\n${button}</body></html>`;
}

/** The e-mail in the reader's language, as HTML (escaped) and plain text (the link at the end). */
export function renderMail(
  locale: Locale,
  brand: string,
  copy: Record<Locale, MailCopy>,
  link?: string,
): RenderedMail {
  const { subject, lines, button } = copy[locale];
  return {
    subject,
    html: html(brand, lines, link && button ? { href: link, label: button } : undefined),
    text: [...lines, ...(link ? [link] : [])].join('\n\n'),
  };
}
