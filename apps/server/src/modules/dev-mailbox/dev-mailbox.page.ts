export interface MailboxEntry {
  id: number;
  tenant: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  created_at: string;
  /** Set once the body was blanked (delivered, or held more than a week): nothing to click. */
  body_erased_at: string | null;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Each e-mail renders in a sandboxed iframe (no scripts, no same-origin); its links are also
 * listed outside the frame so a person can click the confirmation link directly.
 */
export function renderMailboxPage(tenant: string, entries: MailboxEntry[] | null): string {
  const items = (entries ?? [])
    .map((e) => {
      const links = [...new Set(e.text.match(/https?:\/\/[^\s<>"']+/g) ?? [])]
        .map((href) => `<li><a href="${esc(href)}">${esc(href)}</a></li>`)
        .join('');
      return `<article>
  <h2>${esc(e.subject)}</h2>
  <p class="meta">${esc(e.created_at)} · ${esc(e.tenant)} · ${esc(e.to)}</p>
  ${links ? `<ul class="links">${links}</ul>` : ''}
  ${
    e.body_erased_at
      ? `<p class="meta">Contenido borrado el ${esc(e.body_erased_at)}: el outbox no guarda enlaces por más de una semana. / Body erased on ${esc(e.body_erased_at)}: the outbox keeps no link longer than a week.</p>`
      : `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(e.html)}" title="${esc(e.subject)}"></iframe>`
  }
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Despacho · buzón de desarrollo</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:900px}article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin-bottom:1.5rem}
h2{margin:0 0 .25rem;font-size:1.1rem}.meta{color:#555;margin:0 0 .5rem;font-size:.9rem}iframe{width:100%;height:320px;border:1px solid #eee}</style></head>
<body><h1>Buzón de desarrollo / Development mailbox</h1>
<p>Modo demostración: correos de la empresa <strong>${esc(tenant)}</strong> guardados en el outbox (sin servidor SMTP); otra empresa: <code>?tenant=slug</code>. / Demo mode: e-mails of tenant <strong>${esc(tenant)}</strong> kept in the outbox (no SMTP server); another tenant: <code>?tenant=slug</code>.</p>
${entries === null ? `<p>La empresa «${esc(tenant)}» no existe. / Tenant "${esc(tenant)}" does not exist.</p>` : items || '<p>Sin correos todavía. / No e-mails yet.</p>'}
</body></html>`;
}
