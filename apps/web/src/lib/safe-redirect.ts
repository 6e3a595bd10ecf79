/**
 * Only same-origin paths may be redirect targets; the path, query and hash are kept. Anything a
 * browser could read as another origin falls back: `//evil.example`, `/\evil.example` (browsers
 * turn `\` into `/`), control characters (stripped by URL parsing, so `/\n/evil.example` would
 * become `//evil.example`), absolute URLs and `javascript:`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (!value || !value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const origin = window.location.origin;
    const url = new URL(value, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `path?redirect=<target>` (encoded) for a safe target; just `path` otherwise. */
export function withRedirect(path: string, target: string): string {
  const safe = safeRedirect(target, '');
  return safe ? `${path}?redirect=${encodeURIComponent(safe)}` : path;
}
