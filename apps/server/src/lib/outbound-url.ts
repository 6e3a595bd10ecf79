import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import type { RunMode } from '../config';

/*
 * Where the server may send a request to a provider (carrier, PAC, gateway) whose address a
 * person typed into a setting: the guard against server-side request forgery (issue 17).
 * Demo mode reaches anything over http(s) — its mock providers live on the server's own
 * loopback address. Production reaches only https to public addresses: at write time the
 * setting is checked (a provider's known host, or a name that resolves to public addresses
 * only), and at call time again, on the address actually connected to, so a name that later
 * resolves to 127.0.0.1 (DNS rebinding) or a stored value written before this rule is refused.
 */

/** Why an endpoint URL is refused; each has its own sentence for the person who typed it. */
export type EndpointRefusal =
  | 'invalid' // not a URL
  | 'scheme' // not http(s)
  | 'credentials' // user:password@ in the URL
  | 'https' // production needs https
  | 'private' // loopback, private, link-local, CGNAT, multicast, ULA… (or resolves to one)
  | 'unresolvable'; // the name does not resolve

/**
 * A public (global unicast) address. Refused: private (10/8, 172.16/12, 192.168/16), loopback,
 * link-local (169.254/16, fe80::/10: cloud metadata), CGNAT (100.64/10), multicast, broadcast,
 * unspecified, reserved and documentation ranges, IPv6 ULA (fc00::/7), and IPv6 forms that embed
 * an IPv4 address (mapped ::ffff:a.b.c.d is judged by the IPv4 inside; NAT64, 6to4, Teredo are
 * refused outright).
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return false;
  let ip = ipaddr.parse(text);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  return ip.range() === 'unicast';
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The parts of the rule that need no DNS: shape, scheme, credentials, an IP literal's range. */
function staticRefusal(url: URL, mode: RunMode): EndpointRefusal | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (mode === 'demo') return null;
  if (url.protocol !== 'https:') return 'https';
  const host = hostOf(url);
  if (isIP(host) && !isPublicAddress(host)) return 'private';
  return null;
}

export interface EndpointCheck {
  mode: RunMode;
  /** The provider's own hosts ("apis.fedex.com"), accepted without a DNS lookup. */
  knownHosts?: readonly string[];
  /** Resolves a name to its addresses (tests); DNS by default. */
  resolve?: (host: string) => Promise<string[]>;
}

const resolveAll = async (host: string) =>
  (await dnsLookupAsync(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Checks an endpoint URL a developer typed (write time). Answers why it is refused, or null.
 * Production: https, and a known host of the provider or a name whose every address is public.
 * Demo: any http(s) URL without credentials (the in-product mocks are on loopback).
 */
export async function checkEndpointUrl(
  raw: string,
  check: EndpointCheck,
): Promise<EndpointRefusal | null> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return 'invalid';
  }
  const refusal = staticRefusal(url, check.mode);
  if (refusal || check.mode === 'demo') return refusal;
  const host = hostOf(url);
  if (isIP(host)) return null;
  if (check.knownHosts?.some((h) => h.toLowerCase() === host)) return null;
  let addresses: string[];
  try {
    addresses = await (check.resolve ?? resolveAll)(host);
  } catch {
    return 'unresolvable';
  }
  if (!addresses.length) return 'unresolvable';
  return addresses.every(isPublicAddress) ? null : 'private';
}

/** The host of a provider's base URL constant ("https://apis.fedex.com" → "apis.fedex.com"). */
export const hostOfUrl = (url: string): string => new URL(url).hostname.toLowerCase();

/**
 * What a refused call throws: shaped like fetch's own network failure (`cause.code`), and
 * carrying the code itself when fetch wraps it as the cause of its "fetch failed".
 */
export class OutboundBlockedError extends TypeError {
  readonly code = 'ERR_OUTBOUND_BLOCKED';
  override readonly cause: { code: 'ERR_OUTBOUND_BLOCKED'; reason: EndpointRefusal };
  constructor(readonly reason: EndpointRefusal) {
    super(`outbound request refused (${reason})`);
    this.name = 'OutboundBlockedError';
    this.cause = { code: 'ERR_OUTBOUND_BLOCKED', reason };
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses a name with any non-public address: the check at connect time. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as LookupAddress[];
    if (!list.length || !list.every((a) => isPublicAddress(a.address))) {
      return callback(new OutboundBlockedError('private') as unknown as NodeJS.ErrnoException, []);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

let publicAgent: Agent | null = null;

/** One connection pool whose every connection goes to a public address. */
function publicOnlyAgent(): Agent {
  if (publicAgent) return publicAgent;
  const connect = buildConnector({ lookup: publicLookup } as buildConnector.BuildOptions);
  publicAgent = new Agent({
    connect: (opts, callback) => {
      // A literal IP skips DNS, so it is judged here.
      const host = opts.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !isPublicAddress(host)) {
        callback(new OutboundBlockedError('private'), null);
        return;
      }
      connect(opts, callback);
    },
  });
  return publicAgent;
}

const urlOf = (input: Parameters<typeof fetch>[0]): URL =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * The fetch provider clients are built with. Demo mode: the global fetch. Production: https
 * only, no redirects, and every connection checked on the address it reaches (see above); a
 * refusal rejects like a network failure, with `cause.code` ERR_OUTBOUND_BLOCKED.
 */
export function outboundFetch(mode: RunMode): typeof fetch {
  if (mode === 'demo') return (input, init) => fetch(input, init);
  return async (input, init) => {
    const url = urlOf(input);
    const refusal = staticRefusal(url, mode);
    if (refusal) throw new OutboundBlockedError(refusal);
    const response = await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: 'error',
      dispatcher: publicOnlyAgent(),
    });
    return response as unknown as Response;
  };
}

/** Whether an error is (or wraps) an outbound refusal, and why. */
export function outboundRefusalOf(error: unknown): EndpointRefusal | null {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof OutboundBlockedError) return e.reason;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
