import { describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../carrier-connector';
import tokenReply from './fixtures/token-reply.json';
import domesticReply from './fixtures/rate-reply.mx-domestic.json';
import badCredentials from './fixtures/error.401-token.json';
import mtyCdmxRequest from './fixtures/rate-request.mty-cdmx.json';
import cancelRequest from './fixtures/cancel-request.json';
import pickupRequest from './fixtures/pickup-request.mty.json';
import shipRequest from './fixtures/ship-request.mty-cdmx-letter.json';
import trackRequest from './fixtures/track-request.two-numbers.json';
import { FedexRestClient } from './fedex-rest.client';
import { readFedexSettings } from './fedex-rest.settings';
import type { FedexPickupRequest } from './fedex-rest.pickup-types';
import type { FedexCancelRequest, FedexShipRequest } from './fedex-rest.ship-types';
import type { FedexRateRequest } from './fedex-rest.types';

/** The client's HTTP decisions, seen through a recording fetch (no network). */

interface Call {
  url: string;
  init: RequestInit;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers tokens and rates like FedEx unless `handler` says otherwise. */
function recordingFetch(handler?: (call: Call) => Response | Promise<Response> | undefined) {
  const calls: Call[] = [];
  let issued = 0;
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const custom = await handler?.(call);
    if (custom) return custom;
    if (call.url.endsWith('/oauth/token')) {
      issued += 1;
      return json(200, { ...tokenReply, access_token: `token-${issued}` });
    }
    return json(200, domesticReply);
  }) as typeof fetch;
  return { fn, calls, tokens: () => calls.filter((c) => c.url.endsWith('/oauth/token')) };
}

const baseSettings = {
  client_id: 'key-1',
  client_secret: 's3cr3t-value',
  account_number: '510087020',
};

const ctx = (
  settings: Record<string, string> = {},
  environment: 'sandbox' | 'production' = 'sandbox',
  signal: AbortSignal = new AbortController().signal,
): ConnectorContext => ({ settings: { ...baseSettings, ...settings }, environment, signal });

const body = mtyCdmxRequest as FedexRateRequest;

async function rateWith(client: FedexRestClient, context: ConnectorContext) {
  return client.rateQuotes(context, readFedexSettings(context), body);
}

describe('FedexRestClient', () => {
  it.each([
    ['sandbox', {}, 'https://apis-sandbox.fedex.com'],
    ['production', {}, 'https://apis.fedex.com'],
    [
      'production',
      { base_url: ' http://127.0.0.1:4010/__mocks/fedex/ ' },
      'http://127.0.0.1:4010/__mocks/fedex',
    ],
  ] as const)('in %s with %j talks to %s', async (environment, settings, base) => {
    const fetch = recordingFetch();
    await rateWith(new FedexRestClient({ fetch: fetch.fn }), ctx(settings, environment));
    expect(fetch.calls.map((c) => c.url)).toEqual([
      `${base}/oauth/token`,
      `${base}/rate/v1/rates/quotes`,
    ]);
  });

  it('asks for the token form-encoded and rates with the bearer token as JSON', async () => {
    const fetch = recordingFetch();
    const reply = await rateWith(
      new FedexRestClient({ fetch: fetch.fn }),
      ctx({ locale: 'en_US' }),
    );
    expect(reply).toEqual(domesticReply);
    const [token, rate] = fetch.calls;
    expect(token!.init.method).toBe('POST');
    expect(new Headers(token!.init.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(String(token!.init.body)))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'key-1',
      client_secret: 's3cr3t-value',
    });
    const headers = new Headers(rate!.init.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-locale')).toBe('en_US');
    expect(headers.get('x-customer-transaction-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(rate!.init.body))).toEqual(mtyCdmxRequest);
    expect(rate!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps a token until shortly before it expires', async () => {
    let now = 1_000_000;
    const fetch = recordingFetch();
    const client = new FedexRestClient({ fetch: fetch.fn, now: () => now });
    await rateWith(client, ctx());
    // expires_in 3599 s: renewed 5 minutes early, at 3299 s.
    now += 3_298_999;
    await rateWith(client, ctx());
    expect(fetch.tokens()).toHaveLength(1);
    now += 1;
    await rateWith(client, ctx());
    expect(fetch.tokens()).toHaveLength(2);
    expect(new Headers(fetch.calls.at(-1)!.init.headers).get('authorization')).toBe(
      'Bearer token-2',
    );
  });

  it('renews a short-lived token halfway through its life', async () => {
    let now = 0;
    const fetch = recordingFetch(({ url }) =>
      url.endsWith('/oauth/token') ? json(200, { ...tokenReply, expires_in: 60 }) : undefined,
    );
    const client = new FedexRestClient({ fetch: fetch.fn, now: () => now });
    await rateWith(client, ctx());
    now = 29_999;
    await rateWith(client, ctx());
    now = 30_000;
    await rateWith(client, ctx());
    expect(fetch.tokens()).toHaveLength(2);
  });

  it('keeps tokens apart per credentials and per host', async () => {
    const fetch = recordingFetch();
    const client = new FedexRestClient({ fetch: fetch.fn });
    await rateWith(client, ctx());
    await rateWith(client, ctx({ client_secret: 'rotated-secret' }));
    await rateWith(client, ctx({ client_id: 'key-2' }));
    await rateWith(client, ctx({}, 'production'));
    await rateWith(client, ctx());
    expect(fetch.tokens()).toHaveLength(4);
  });

  it('does not retry a 4xx rate answer', async () => {
    const fetch = recordingFetch(({ url }) =>
      url.endsWith('/quotes')
        ? json(400, { errors: [{ code: 'ACCOUNT.NUMBER.MISMATCH', message: 'Wrong account.' }] })
        : undefined,
    );
    await expect(rateWith(new FedexRestClient({ fetch: fetch.fn }), ctx())).rejects.toMatchObject({
      kind: 'rejected',
      carrierCode: 'ACCOUNT.NUMBER.MISMATCH',
      message: 'Wrong account.',
    });
    expect(fetch.calls).toHaveLength(2);
  });

  it.each([
    ['refused credentials', json(401, badCredentials), 'auth'],
    ['a malformed token request', json(400, { errors: [{ code: 'X', message: 'bad' }] }), 'auth'],
    ['a token service outage', json(503, { errors: [] }), 'unavailable'],
    ['an unreadable token', new Response('<html></html>', { status: 200 }), 'unavailable'],
    ['a token without access_token', json(200, { token_type: 'bearer' }), 'unavailable'],
  ])('%s at /oauth/token is "%s" and rates nothing', async (_case, answer, kind) => {
    const fetch = recordingFetch(({ url }) => (url.endsWith('/oauth/token') ? answer : undefined));
    await expect(rateWith(new FedexRestClient({ fetch: fetch.fn }), ctx())).rejects.toMatchObject({
      kind,
    });
    expect(fetch.calls).toHaveLength(1);
  });

  it('a network failure is "unavailable" and names the cause, never the secret', async () => {
    const fetch = recordingFetch(() => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    const error = await rateWith(new FedexRestClient({ fetch: fetch.fn }), ctx()).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'FedEx could not be reached (ECONNREFUSED)',
    });
    expect(String((error as Error).message)).not.toContain('s3cr3t');
  });

  it('a caller stops waiting for a slow token at its deadline; others still get it', async () => {
    let release!: (r: Response) => void;
    const slowToken = new Promise<Response>((resolve) => (release = resolve));
    const fetch = recordingFetch(({ url }) =>
      url.endsWith('/oauth/token') ? slowToken : undefined,
    );
    const client = new FedexRestClient({ fetch: fetch.fn });
    const hurried = new AbortController();
    const first = rateWith(client, ctx({}, 'sandbox', hurried.signal));
    const second = rateWith(client, ctx());
    hurried.abort();
    await expect(first).rejects.toMatchObject({ kind: 'timeout' });
    release(json(200, tokenReply));
    await expect(second).resolves.toEqual(domesticReply);
    expect(fetch.tokens()).toHaveLength(1);
  });
});

type Operation = 'shipments' | 'cancelShipment' | 'pickups' | 'trackingNumbers';

/** Each FedEx API call the client makes besides rates: its method, path and recorded body. */
const OPERATIONS: [Operation, string, string, unknown][] = [
  ['shipments', 'POST', '/ship/v1/shipments', shipRequest],
  ['cancelShipment', 'PUT', '/ship/v1/shipments/cancel', cancelRequest],
  ['pickups', 'POST', '/pickup/v1/pickups', pickupRequest],
  ['trackingNumbers', 'POST', '/track/v1/trackingnumbers', trackRequest],
];

function callWith(client: FedexRestClient, operation: Operation, context: ConnectorContext) {
  const settings = readFedexSettings(context);
  const body = OPERATIONS.find(([op]) => op === operation)![3];
  switch (operation) {
    case 'shipments':
      return client.shipments(context, settings, body as FedexShipRequest);
    case 'cancelShipment':
      return client.cancelShipment(context, settings, body as FedexCancelRequest);
    case 'pickups':
      return client.pickups(context, settings, body as FedexPickupRequest);
    case 'trackingNumbers':
      return client.trackingNumbers(context, settings, body as typeof trackRequest);
  }
}

describe('FedexRestClient: ship, cancel, pickup and track', () => {
  it.each(OPERATIONS)(
    '%s sends %s %s as JSON with the bearer token, and returns FedEx’s JSON',
    async (operation, method, path, body) => {
      const fetch = recordingFetch(({ url }) =>
        url.endsWith(path) ? json(200, { output: { ok: operation } }) : undefined,
      );
      const reply = await callWith(new FedexRestClient({ fetch: fetch.fn }), operation, ctx());
      expect(reply).toEqual({ output: { ok: operation } });
      const call = fetch.calls.at(-1)!;
      expect(call.url).toBe(`https://apis-sandbox.fedex.com${path}`);
      expect(call.init.method).toBe(method);
      const headers = new Headers(call.init.headers);
      expect(headers.get('authorization')).toBe('Bearer token-1');
      expect(headers.get('content-type')).toBe('application/json');
      expect(headers.get('x-locale')).toBe('es_MX');
      expect(JSON.parse(String(call.init.body))).toEqual(body);
      expect(call.init.signal).toBeInstanceOf(AbortSignal);
    },
  );

  it('shares one token among rates, labels, cancellations and pickups', async () => {
    const fetch = recordingFetch();
    const client = new FedexRestClient({ fetch: fetch.fn });
    await rateWith(client, ctx());
    for (const [operation] of OPERATIONS) await callWith(client, operation, ctx());
    expect(fetch.tokens()).toHaveLength(1);
    expect(fetch.calls).toHaveLength(6);
  });

  it('tracks with the Track API’s own key pair when the carrier has one', async () => {
    const fetch = recordingFetch();
    const client = new FedexRestClient({ fetch: fetch.fn });
    const tracking = ctx({ track_client_id: 'track-key', track_client_secret: 'track-secret' });
    await callWith(client, 'trackingNumbers', tracking);
    await callWith(client, 'shipments', tracking);
    await callWith(client, 'trackingNumbers', tracking);
    const forms = fetch
      .tokens()
      .map((c) => Object.fromEntries(new URLSearchParams(String(c.init.body))).client_id);
    expect(forms).toEqual(['track-key', 'key-1']);
    const bearer = (i: number) => new Headers(fetch.calls[i]!.init.headers).get('authorization');
    // token, track, token, ship, track
    expect([bearer(1), bearer(3), bearer(4)]).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-1',
    ]);
  });

  it('renews a refused token once for a label, then reports "auth"', async () => {
    let shipCalls = 0;
    const fetch = recordingFetch(({ url }) => {
      if (!url.endsWith('/ship/v1/shipments')) return undefined;
      shipCalls += 1;
      return shipCalls === 1
        ? json(401, { errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: 'Expired.' }] })
        : json(200, { output: { transactionShipments: [] } });
    });
    const client = new FedexRestClient({ fetch: fetch.fn });
    await expect(callWith(client, 'shipments', ctx())).resolves.toEqual({
      output: { transactionShipments: [] },
    });
    expect(fetch.tokens()).toHaveLength(2);

    const refusing = recordingFetch(({ url }) =>
      url.endsWith('/cancel')
        ? json(401, { errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: 'Expired.' }] })
        : undefined,
    );
    await expect(
      callWith(new FedexRestClient({ fetch: refusing.fn }), 'cancelShipment', ctx()),
    ).rejects.toMatchObject({ kind: 'auth', message: 'Expired.' });
    expect(refusing.tokens()).toHaveLength(2);
    expect(refusing.calls).toHaveLength(4);
  });

  it.each([
    [400, { errors: [{ code: 'RECIPIENT.POSTALCODE.INVALID', message: 'No.' }] }, 'rejected'],
    [422, { errors: [{ code: 'SHIPMENT.INVALID', message: 'No.' }] }, 'rejected'],
    [404, { errors: [{ code: 'TRACKING.TRACKINGNUMBER.NOTFOUND', message: 'No.' }] }, 'rejected'],
    [403, { errors: [{ code: 'FORBIDDEN.ERROR', message: 'No.' }] }, 'auth'],
    [500, { errors: [{ code: 'INTERNAL.SERVER.ERROR', message: 'No.' }] }, 'unavailable'],
    [503, { errors: [{ code: 'SERVICE.UNAVAILABLE.ERROR', message: 'No.' }] }, 'unavailable'],
  ])(
    'a %i label answer is "%s" with FedEx’s code and words, not retried',
    async (status, body, kind) => {
      const fetch = recordingFetch(({ url }) =>
        url.endsWith('/ship/v1/shipments') ? json(status, body) : undefined,
      );
      await expect(
        callWith(new FedexRestClient({ fetch: fetch.fn }), 'shipments', ctx()),
      ).rejects.toMatchObject({ kind, message: 'No.', carrierCode: body.errors[0]!.code });
      expect(fetch.calls).toHaveLength(2);
    },
  );

  it('an HTML page instead of JSON is "unavailable"', async () => {
    const fetch = recordingFetch(({ url }) =>
      url.endsWith('/pickups') ? new Response('<html>maintenance</html>') : undefined,
    );
    await expect(
      callWith(new FedexRestClient({ fetch: fetch.fn }), 'pickups', ctx()),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('a deadline that passes while FedEx makes the label is a "timeout"', async () => {
    const deadline = new AbortController();
    const fetch = recordingFetch(({ url, init }) =>
      url.endsWith('/ship/v1/shipments')
        ? new Promise<Response>((_resolve, reject) => {
            init.signal!.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
            deadline.abort();
          })
        : undefined,
    );
    await expect(
      callWith(
        new FedexRestClient({ fetch: fetch.fn }),
        'shipments',
        ctx({}, 'sandbox', deadline.signal),
      ),
    ).rejects.toMatchObject({
      kind: 'timeout',
      message: 'FedEx did not answer before the deadline',
    });
  });
});

describe('readFedexSettings', () => {
  it.each([
    [{ base_url: 'apis.fedex.com' }, 'The base_url setting is not a URL'],
    [{ base_url: 'ftp://apis.fedex.com' }, 'must be an http(s) URL'],
    [{ base_url: 'https://user:pw@apis.fedex.com' }, 'without credentials'],
    [{ pickup_type: 'TELEPORT' }, 'The pickup_type setting must be one of'],
    [{ locale: 'spanish' }, 'The locale setting must look like es_MX'],
    [{ track_client_id: 'only-the-key' }, 'set both or neither'],
  ])('%j is a "config" error', (settings, message) => {
    expect(() => readFedexSettings(ctx(settings))).toThrow(
      expect.objectContaining({ kind: 'config', message: expect.stringContaining(message) }),
    );
  });

  it('accepts lower-case pickup types and defaults the optional settings', () => {
    expect(readFedexSettings(ctx({ pickup_type: 'use_scheduled_pickup' }))).toMatchObject({
      pickupType: 'USE_SCHEDULED_PICKUP',
      locale: 'es_MX',
      baseUrl: 'https://apis-sandbox.fedex.com',
      trackClientId: 'key-1',
      trackClientSecret: 's3cr3t-value',
    });
  });
});
