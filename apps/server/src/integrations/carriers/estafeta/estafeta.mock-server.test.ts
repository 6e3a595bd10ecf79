import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../connector-test-kit';
import { CARRIER_INTEGRATIONS } from '../carrier-integrations';
import { EstafetaClient } from './estafeta.client';
import { EstafetaConnector } from './estafeta.connector';
import { estafetaIntegration } from './estafeta.integration';
import {
  ESTAFETA_MOCK_DEMO_CREDENTIALS as DEMO,
  startEstafetaMockServer,
} from './estafeta.mock-server';
import type { RunningEstafetaMock } from './estafeta.mock-server';
import { estafetaCtx, rateRequest } from './estafeta.test-fixtures';

/** The mock as the demo mounts it, and its gateway's answers to calls without a good token. */

let mock: RunningEstafetaMock;
useMockServer(startEstafetaMockServer, (started) => (mock = started), { keepEvents: true });

const basic = Buffer.from(`${DEMO.api_key}:${DEMO.api_secret}`).toString('base64');
const token = async () => {
  const res = await fetch(`${mock.url}/auth/oauth/v2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials&scope=execute',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('Estafeta mock server', () => {
  it('never exists in production', () => {
    expect(() => estafetaIntegration.mockPlugin({ mode: 'production' })).toThrow(/never runs/);
  });

  it('serves the connector under the demo prefix', async () => {
    const app = Fastify({ logger: false });
    await app.register(estafetaIntegration.mockPlugin({ mode: 'demo' }), {
      prefix: estafetaIntegration.mockPrefix,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const settings = { ...estafetaIntegration.demo.settings };
      const quotes = await new EstafetaConnector().rate(
        estafetaCtx(`http://127.0.0.1:${port}/__mocks/estafeta`, settings),
        rateRequest(),
      );
      expect(quotes.map((q) => q.service_code)).toEqual(['70', '60', 'D0']);
      // The demo carrier's services are among the quoted ones, with the catalogue's days.
      expect(CARRIER_INTEGRATIONS).toContain(estafetaIntegration);
      for (const service of estafetaIntegration.demo.services) {
        expect(quotes).toContainEqual(
          expect.objectContaining({ service_code: service.code, transit_days: service.days }),
        );
      }
    } finally {
      await app.close();
    }
  });

  it('issues an expiring token for scope=execute, and refuses another scope', async () => {
    expect(await token()).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3600, scope: 'execute' },
    });
    const res = await fetch(`${mock.url}/auth/oauth/v2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=read',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('wants the apikey the token was issued to, and a token', async () => {
    const { body } = await token();
    const call = (headers: Record<string, string>) =>
      fetch(`${mock.url}/Cotizacion/rest/Cotizador/Cotizacion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    const noKey = await call({ authorization: `Bearer ${String(body.access_token)}` });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error: 'invalid_apikey' });
    const noToken = await call({ apikey: DEMO.api_key });
    expect(await noToken.json()).toMatchObject({ error: 'invalid_token' });
    const unknown = await fetch(`${mock.url}/v1/nothing`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual([
      { code: 404, description: 'El recurso solicitado no existe' },
    ]);
  });

  it('the client renews its cached token once it nears expiry', async () => {
    let clock = Date.parse('2026-11-27T16:00:00Z');
    const short = await startEstafetaMockServer({ now: () => clock, tokenTtlSeconds: 600 });
    try {
      const connector = new EstafetaConnector(
        (input, init) => fetch(input, init),
        new EstafetaClient({ now: () => clock }),
      );
      const ctx = estafetaCtx(short.url);
      await connector.rate(ctx, rateRequest());
      clock += 250_000;
      await connector.rate(ctx, rateRequest());
      expect(short.state.events.filter((e) => e.type === 'token')).toHaveLength(1);
      clock += 100_000; // 350 s of 600: within the 300 s renewal margin
      await connector.rate(ctx, rateRequest());
      expect(short.state.events.filter((e) => e.type === 'token')).toHaveLength(2);
    } finally {
      await short.close();
    }
  });
});
