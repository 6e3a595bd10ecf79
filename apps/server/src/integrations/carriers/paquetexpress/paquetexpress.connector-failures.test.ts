import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../connector-test-kit';
import { PaquetexpressConnector } from './paquetexpress.connector';
import {
  PX_MOCK_FAILURE_USERS,
  paquetexpressMockPlugin,
  startPaquetexpressMockServer,
  type RunningPaquetexpressMock,
} from './paquetexpress.mock-server';
import { paquetexpressIntegration } from './paquetexpress.integration';
import { contextFor, rateRequest, shipRequest } from './paquetexpress.test-kit';

/** Short-lived tokens, failure users, deadlines and the connection test, over real HTTP. */

const TOKEN_TTL_MS = 300;
let mock: RunningPaquetexpressMock;

useMockServer(
  () => startPaquetexpressMockServer({ tokenTtlMs: TOKEN_TTL_MS }),
  (started) => (mock = started),
  { keepEvents: true },
);

const logins = () => mock.state.count('login');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Paquetexpress login token', () => {
  it('reuses one token for calls within its life', async () => {
    const connector = new PaquetexpressConnector();
    const before = logins();
    await connector.track(contextFor(mock.url), ['05000000001']);
    await connector.track(contextFor(mock.url), ['05000000002', '05000000003']);
    expect(logins() - before).toBe(1);
    expect(mock.state.count('track')).toBeGreaterThanOrEqual(3);
  });

  it('logs in again, once, when Paquetexpress says the token expired', async () => {
    const connector = new PaquetexpressConnector(); // reuses tokens 25 s: longer than the mock's
    const { tracking_number } = await connector.ship(contextFor(mock.url), shipRequest());
    const before = logins();
    const expiredBefore = mock.state.count('token_expired');
    await sleep(TOKEN_TTL_MS + 50);
    const [result] = await connector.track(contextFor(mock.url), [tracking_number]);
    expect(result!.status).toBe('created');
    expect(mock.state.count('token_expired') - expiredBefore).toBe(1);
    expect(logins() - before).toBe(1);
  });

  it('renews on its own once the token has lived its configured life', async () => {
    const connector = new PaquetexpressConnector(undefined, { tokenReuseMs: TOKEN_TTL_MS / 3 });
    await connector.ship(contextFor(mock.url), shipRequest());
    const before = logins();
    const expiredBefore = mock.state.count('token_expired');
    await sleep(TOKEN_TTL_MS / 3 + 20);
    await connector.ship(contextFor(mock.url), shipRequest());
    expect(logins() - before).toBe(1);
    expect(mock.state.count('token_expired')).toBe(expiredBefore);
  });
});

describe('Paquetexpress failures as CarrierError kinds', () => {
  const connector = new PaquetexpressConnector();
  const as = (user: string, signal?: AbortSignal) =>
    contextFor(mock.url, { user, password: 'any' }, signal);

  it('refused credentials are auth, on the quoter and on the login', async () => {
    const refused = {
      kind: 'auth',
      message: 'Combinacion de usuario y contraseña incorrecta',
    };
    await expect(
      connector.rate(as(PX_MOCK_FAILURE_USERS.refused), rateRequest()),
    ).rejects.toMatchObject(refused);
    await expect(
      connector.ship(as(PX_MOCK_FAILURE_USERS.refused), shipRequest()),
    ).rejects.toMatchObject(refused);
    await expect(
      connector.rate(
        contextFor(mock.url, { quote_token: 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF' }),
        rateRequest(),
      ),
    ).rejects.toMatchObject({ kind: 'auth' });
  });

  it('HTTP 500, HTTP 503 and an HTML page are unavailable', async () => {
    for (const user of [
      PX_MOCK_FAILURE_USERS.serverError,
      PX_MOCK_FAILURE_USERS.unavailable,
      PX_MOCK_FAILURE_USERS.html,
    ]) {
      await expect(connector.rate(as(user), rateRequest())).rejects.toMatchObject({
        kind: 'unavailable',
      });
      await expect(connector.ship(as(user), shipRequest())).rejects.toMatchObject({
        kind: 'unavailable',
      });
    }
  });

  it('a host that does not answer is unavailable', async () => {
    await expect(
      connector.rate(contextFor('http://127.0.0.1:9'), rateRequest()),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('missing settings are config', async () => {
    await expect(
      connector.rate(contextFor(mock.url, { quote_token: '' }), rateRequest()),
    ).rejects.toMatchObject({
      kind: 'config',
      message: 'Missing Paquetexpress settings: quote_token',
    });
  });

  it('slow mode answers after the delay, and a deadline before it is a timeout the mock sees', async () => {
    const slow = await connector.rate(as('7000150'), rateRequest());
    expect(slow.length).toBeGreaterThan(0);
    const started = Date.now();
    await expect(
      connector.rate(as('70003000', AbortSignal.timeout(200)), rateRequest()),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    await sleep(50);
    expect(mock.state.events).toContainEqual({ type: 'quote_aborted', user: '70003000' });
  });
});

describe('Paquetexpress connection test', () => {
  const connector = new PaquetexpressConnector();

  it('logs in with the stored credentials and shows the exchange', async () => {
    const result = await connector.testConnection(contextFor(mock.url));
    expect(result.ok).toBe(true);
    expect(result.message).toBeNull();
    expect(result.exchanges).toHaveLength(1);
    expect(result.exchanges[0]!.request.url).toBe(`${mock.url}/RadRestFul/api/rad/loginv1/login`);
    expect(JSON.parse(result.exchanges[0]!.response!.body).body.response.data.token).toBeTruthy();
  });

  it('reports a refusal in Paquetexpress words, without throwing', async () => {
    const result = await connector.testConnection(contextFor(mock.url, { password: 'wrong' }));
    expect(result.ok).toBe(false);
    expect(result.message).toBe('Combinacion de usuario y contraseña incorrecta');
    expect(result.exchanges[0]!.response!.status).toBe(200);
  });
});

describe('Paquetexpress integration descriptor', () => {
  it('knows the real hosts and a demo carrier on the mock credentials', () => {
    expect(paquetexpressIntegration.knownHosts).toEqual([
      'cc.paquetexpress.com.mx',
      'qaglp.paquetexpress.com.mx',
    ]);
    expect(paquetexpressIntegration.demo).toMatchObject({
      name: 'Paquetexpress',
      insuranceType: 'provider',
      maxWeightKg: 70,
      pickup: true,
    });
  });

  it('mounts the mock under its prefix in demo mode, and never in production', async () => {
    expect(() => paquetexpressIntegration.mockPlugin({ mode: 'production' })).toThrow();
    const app = Fastify();
    await app.register(paquetexpressMockPlugin({ mode: 'demo' }), {
      prefix: paquetexpressIntegration.mockPrefix,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const connector = paquetexpressIntegration.createConnector((input, init) => fetch(input, init));
    const quotes = await connector.rate(
      contextFor(`http://127.0.0.1:${port}${paquetexpressIntegration.mockPrefix}`),
      rateRequest(),
    );
    expect(quotes.map((q) => q.service_code)).toContain('STD-T');
    await app.close();
  });
});
