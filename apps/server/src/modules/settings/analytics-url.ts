/**
 * Why a value of `analytics_url` cannot be used, in the words of the endpoint settings'
 * messages (`v.endpoint_<problem>`): not a URL, not http(s), carrying credentials, or not https
 * in production. The browser loads it, not the server, so private addresses are not refused.
 */
export function analyticsUrlProblem(
  value: string,
  mode: 'demo' | 'production',
): 'invalid' | 'scheme' | 'credentials' | 'https' | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (mode === 'production' && url.protocol !== 'https:') return 'https';
  return null;
}
