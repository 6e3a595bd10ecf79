const TENANT_KEY = 'despacho.tenant';
const FALLBACK_TENANT = 'demo';

/**
 * The tenant slug every request names: `?tenant=` (remembered, so a link can switch brands),
 * then the `<meta name="despacho-tenant">` the server injects, then the demo tenant.
 */
export function resolveTenant(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('tenant');
  if (fromQuery) {
    localStorage.setItem(TENANT_KEY, fromQuery);
    return fromQuery;
  }
  const stored = localStorage.getItem(TENANT_KEY);
  if (stored) return stored;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="despacho-tenant"]');
  return meta?.content.trim() || FALLBACK_TENANT;
}
