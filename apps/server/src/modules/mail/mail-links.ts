/**
 * The one way an e-mail links into the web app: PUBLIC_URL + path + query + `tenant=<slug>`.
 *
 * The served page names only DEFAULT_TENANT in its meta tag, and a browser remembers the last
 * tenant it saw, so a link without its tenant opens the wrong one (a confirmation or reset token
 * of `otra` is then "invalid" in `demo`). The web app reads `?tenant=` first (lib/tenant.ts), so
 * every link names its tenant, the default one included.
 */
export function appLink(
  at: { deps: { config: { publicUrl: string } }; tenant: { slug: string } },
  path: `/${string}`,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query);
  params.set('tenant', at.tenant.slug);
  return `${at.deps.config.publicUrl}${path}?${params.toString()}`;
}
