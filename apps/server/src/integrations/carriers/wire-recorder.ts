import type { OutboundFetch } from './carrier-integration';
import type { WireExchange } from './carrier-connector';

const headersOf = (h: RequestInit['headers'] | Headers | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  new Headers(h ?? {}).forEach((value, key) => (out[key] = value));
  return out;
};

const bodyText = (body: RequestInit['body'] | undefined): string => {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  return `[${Object.prototype.toString.call(body).slice(8, -1)}]`;
};

/** Longest kept per body: a label's base64 is cut, not a test connection's answer. */
const MAX_BODY = 64 * 1024;
const cut = (s: string) => (s.length > MAX_BODY ? `${s.slice(0, MAX_BODY)}…` : s);

/**
 * A fetch that remembers each exchange as it went on the wire (spec 3 test connection: "show the
 * raw request and reply"). The caller masks credentials before anything is shown or stored.
 */
export function wireRecorder(fetch: OutboundFetch): {
  fetch: OutboundFetch;
  exchanges: WireExchange[];
} {
  const exchanges: WireExchange[] = [];
  const recording: OutboundFetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const exchange: WireExchange = {
      request: {
        method: (init?.method ?? 'GET').toUpperCase(),
        url,
        headers: headersOf(init?.headers),
        body: cut(bodyText(init?.body)),
      },
      response: null,
    };
    exchanges.push(exchange);
    const res = await fetch(input, init);
    const text = await res.clone().text();
    exchange.response = { status: res.status, headers: headersOf(res.headers), body: cut(text) };
    return res;
  };
  return { fetch: recording, exchanges };
}

/** Replaces each secret (and its Basic-auth / base64 forms) by "*****" in a text. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  const forms = secrets
    .filter((s) => s.length >= 3)
    .flatMap((s) => [s, encodeURIComponent(s), Buffer.from(s).toString('base64')]);
  for (const form of [...new Set(forms)].sort((a, b) => b.length - a.length)) {
    out = out.split(form).join('*****');
  }
  // Authorization headers carry derived tokens (Basic of user:password, Bearer of a token).
  return out.replace(/\b(Basic|Bearer)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 *****');
}
