import autocannon from 'autocannon';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** The slowest request, in ms. */
  max: number;
  /** Requests answered within the run. */
  count: number;
  failed: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** autocannon in this process against the server in its child process. */
export async function load(opts: LoadOptions): Promise<Measured> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections,
    duration: opts.seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    count: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export const line = (name: string, m: Measured) =>
  `${name.padEnd(34)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms${m.failed ? `   (${m.failed} failed)` : ''}`;

export async function signInToken(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'demo' },
    body: JSON.stringify({ user: { email, password: 'Despacho.2026' } }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
