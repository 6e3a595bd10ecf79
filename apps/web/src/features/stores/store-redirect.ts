import type { StoreProvider } from '@despacho/shared';

/** Where the connect form leaves the provider and state for the return page: Tienda Nube's
 * return carries only `code` (and sometimes not the state). */
export const STORE_OAUTH_KEY = 'store_oauth';

export interface PendingOauth {
  provider: StoreProvider;
  state?: string;
}

/** The `state` nonce inside an authorization URL, if it carries one. */
function stateOf(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get('state') ?? undefined;
  } catch {
    return undefined;
  }
}

export function readPendingOauth(): PendingOauth | null {
  try {
    const raw = sessionStorage.getItem(STORE_OAUTH_KEY);
    return raw ? (JSON.parse(raw) as PendingOauth) : null;
  } catch {
    return null;
  }
}

export const clearPendingOauth = () => sessionStorage.removeItem(STORE_OAUTH_KEY);

/** Sends the browser to the provider (tests replace `go`: jsdom cannot navigate away). */
export const storeRedirect = {
  go: (url: string) => window.location.assign(url),
};

/** Remembers the provider, then leaves for its authorization page. An encoded `#` (%23) in the
 * URL is dropped, as the provider's own apps do (spec 2 §7). */
export function goToProvider(provider: StoreProvider, url: string) {
  const clean = url.replace(/%23/gi, '');
  const pending: PendingOauth = { provider, state: stateOf(clean) };
  sessionStorage.setItem(STORE_OAUTH_KEY, JSON.stringify(pending));
  storeRedirect.go(clean);
}
