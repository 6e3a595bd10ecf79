/** Only same-site paths may be redirect targets (`?redirect=//evil.example` is ignored). */
export function safeRedirect(value: string | null, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  return value;
}
