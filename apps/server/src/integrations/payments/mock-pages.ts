/** The buyer's page of a payment mock: what is being paid and two buttons, nothing else. */
export function checkoutPage(opts: {
  title: string;
  merchant: string;
  amount: string;
  payAction: string;
  cancelAction: string;
  fields: Record<string, string>;
}): string {
  const hidden = Object.entries(opts.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(opts.title)}</h1>
<p>Servidor simulado (modo demo): no se mueve dinero real.</p>
<p>Comercio: <strong>${escapeHtml(opts.merchant)}</strong></p>
<p>Total: <strong data-testid="amount">$${escapeHtml(opts.amount)} MXN</strong></p>
<form method="post" action="${escapeHtml(opts.payAction)}">${hidden}<button type="submit">Pagar</button></form>
<form method="post" action="${escapeHtml(opts.cancelAction)}">${hidden}<button type="submit">Cancelar</button></form>
</main>
</body></html>`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Adds query parameters to a URL the payer is sent back to. */
export function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** Parses an application/x-www-form-urlencoded body. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  return (body ?? {}) as Record<string, string>;
}

/** Refuses to build a mock in production mode. */
export function assertNotProduction(name: string, mode?: 'demo' | 'production'): void {
  if (mode === 'production' || process.env.NODE_ENV === 'production') {
    throw new Error(`The ${name} mock server never runs in production`);
  }
}
