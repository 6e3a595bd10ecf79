import { describe, expect, it } from 'vitest';
import { useMockServer } from '../connector-test-kit';
import {
  DRENVIO_MOCK_DEMO_TOKEN,
  mockPlugin,
  startDrenvioMockServer,
  type RunningDrenvioMock,
} from './drenvio.mock-server';
import { billableKg, mockZone } from './drenvio.mock-pricing';

/** The mock DrEnvío on its own, as any HTTP client sees it. */

let mock: RunningDrenvioMock;
useMockServer(startDrenvioMockServer, (started) => (mock = started), { keepEvents: true });

const post = (path: string, body: unknown, token: string | null = DRENVIO_MOCK_DEMO_TOKEN) =>
  fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const rateBody = {
  type: 'National',
  origin: { country: 'MX', postal_code: '64000' },
  destination: { country: 'MX', postal_code: '64380' },
  packages: [{ weight: 1, height: 10, width: 10, length: 10, type: 'box', main_weight: 1 }],
  carriers: ['jtexpress', 'unknowncarrier'],
  insurance: 0,
};

describe('the DrEnvío mock', () => {
  it('never exists in production', () => {
    expect(() => mockPlugin({ mode: 'production' })).toThrow(
      'The Dr. Envío mock server never runs in production',
    );
  });

  it('answers a rate with an array of remembered offers of the asked carriers', async () => {
    const res = await post('/v2/shipments/rate', rateBody);
    expect(res.status).toBe(200);
    const offers = (await res.json()) as Record<string, unknown>[];
    // Zone 1 (same first two digits), 1 kg: J&T's first kg 79.00.
    expect(offers).toEqual([
      expect.objectContaining({
        carrier: 'jtexpress',
        service: 'ground',
        service_id: 'jtexpress_mx_D-C01_ground',
        price: 79,
        currency: 'MXN',
        days: 3,
      }),
    ]);
    expect(mock.state.quotes.get(String(offers[0]?.ObjectId))).toEqual(offers[0]);
  });

  it('refuses a missing token, and a body that is not a rate request, with DrEnvío’s shape', async () => {
    const anonymous = await post('/v2/shipments/rate', rateBody, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      message: 'No se envió el token de autorización',
      code: 'AUTH.TOKEN.INVALID',
    });
    const bad = await post('/v2/shipments/rate', { ...rateBody, type: 'x', packages: [] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'El tipo de envío debe ser National; Se requieren entre 1 y 20 paquetes',
      code: 'SHIPMENTS.RATE.INVALID',
    });
  });

  it('sells a label only for an offer it quoted, at its price', async () => {
    const res = await post('/v2/shipments/generate', {
      origin: {},
      destination: {},
      shipment: { ObjectId: 'nope' },
      packages: rateBody.packages,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('Falta origin.name');
  });

  it('prices by zone and by the larger of actual and volumetric weight', () => {
    expect([mockZone('64000', '64380'), mockZone('64000', '66260')]).toEqual([1, 2]);
    expect([mockZone('64000', '37000'), mockZone('64000', '06700')]).toEqual([3, 4]);
    expect(billableKg({ weight: 1.2, length: 50, width: 40, height: 30 })).toBe(12);
    expect(billableKg({ weight: 2.01, length: 10, width: 10, height: 10 })).toBe(3);
  });

  it('answers fail-html with a page instead of JSON', async () => {
    const res = await post('/v2/shipments/rate', rateBody, 'fail-html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
