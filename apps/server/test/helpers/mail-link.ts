import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Every http(s) link in an e-mail's text. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/**
 * Opens an e-mailed link the way a browser that never saw this product does: the page comes from
 * the server at the link's path, and the web app takes its tenant from the link's `?tenant=`,
 * else from the `<meta name="despacho-tenant">` the server put in that page (lib/tenant.ts).
 * Answers the tenant the app would send as X-Tenant and the query the page reads.
 */
export async function openMailLink(
  t: TestApp,
  link: string,
): Promise<{ tenant: string; path: string; params: URLSearchParams }> {
  const url = new URL(link);
  expect(`${url.protocol}//${url.host}`).toBe(new URL(t.config.publicUrl).origin);
  const page = await t.request('GET', `${url.pathname}${url.search}`, { tenant: null });
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const meta = /<meta name="despacho-tenant" content="([^"]*)">/.exec(page.text)?.[1];
  const tenant = url.searchParams.get('tenant') || meta;
  if (!tenant) throw new Error(`the page at ${link} names no tenant`);
  return { tenant, path: url.pathname, params: url.searchParams };
}
