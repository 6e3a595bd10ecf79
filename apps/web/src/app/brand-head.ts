import { useEffect } from 'react';
import type { TenantBranding } from '@despacho/shared';

function headLink(rel: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  return link;
}

/** The tab icon and the browser's theme colour follow the tenant's brand. */
export function useBrandHead(tenant: TenantBranding | undefined): void {
  const favicon = tenant?.favicon_url;
  const colour = tenant?.primary_color;
  useEffect(() => {
    if (favicon === undefined) return;
    headLink('icon').href = favicon ?? '/favicon.ico';
  }, [favicon]);
  useEffect(() => {
    if (!colour) return;
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (meta) meta.content = colour;
  }, [colour]);
}
