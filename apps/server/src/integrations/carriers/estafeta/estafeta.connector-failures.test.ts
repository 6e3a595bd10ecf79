import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../connector-test-kit';
import { EstafetaConnector } from './estafeta.connector';
import { estafetaCtx, rateRequest, shipRequest } from './estafeta.test-fixtures';
import { startEstafetaMockServer, type RunningEstafetaMock } from './estafeta.mock-server';

/** The mock's failure modes (by customer number) as the connector's CarrierError kinds. */

let mock: RunningEstafetaMock;
let connector: EstafetaConnector;

useMockServer(startEstafetaMockServer, (started) => (mock = started));
beforeEach(() => {
  connector = new EstafetaConnector();
});

const ctx = (settings: Record<string, string> = {}, signal?: AbortSignal) =>
  estafetaCtx(mock.url, settings, signal);

describe('Estafeta failures', () => {
  it('refused credentials are "auth"', async () => {
    await expect(connector.rate(ctx({ api_secret: 'wrong' }), rateRequest())).rejects.toMatchObject(
      { kind: 'auth', message: 'The given client credentials were not valid' },
    );
  });

  it('a token Estafeta stops honouring is renewed once, then "auth"', async () => {
    await expect(
      connector.rate(ctx({ customer_number: '0000401' }), rateRequest()),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect(mock.state.events.filter((e) => e.type === 'token')).toHaveLength(2);
  });

  it.each([
    ['0000500', 'Estafeta answered HTTP 500'],
    ['0000503', 'Estafeta answered HTTP 503'],
    ['0000200', 'Estafeta answered with an unreadable reply'],
  ])('customer %s is "unavailable"', async (customer, message) => {
    await expect(
      connector.rate(ctx({ customer_number: customer }), rateRequest()),
    ).rejects.toMatchObject({ kind: 'unavailable', message });
  });

  it('label, tracking and pickup calls fail the same way by customer number', async () => {
    await expect(
      connector.ship(ctx({ customer_number: '0000503' }), shipRequest()),
    ).rejects.toMatchObject({ kind: 'unavailable', message: 'Estafeta answered HTTP 503' });
    await expect(
      connector.track(ctx({ customer_number: '0000200' }), ['1'.repeat(22)]),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    const { origin } = shipRequest();
    await expect(
      connector.pickup(ctx({ customer_number: '0000401' }), {
        tracking_number: 'W1',
        origin,
        parcels: [{ weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 }],
        date: '2099-11-30',
        from: '09:00',
        to: '13:00',
        time_zone: 'America/Mexico_City',
      }),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect(mock.state.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['label', 'track', 'pickup']),
    );
  });

  it('an unreachable host is "unavailable"', async () => {
    await expect(
      connector.rate(ctx({ base_url: 'http://127.0.0.1:1' }), rateRequest()),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('missing settings are "config", naming them', async () => {
    await expect(
      connector.rate(ctx({ api_key: '', suscriber_id: ' ' }), rateRequest()),
    ).rejects.toMatchObject({
      kind: 'config',
      message: 'Missing Estafeta settings: api_key, suscriber_id',
    });
  });

  it('a slow answer aborted by the deadline is "timeout", and the mock sees the abort', async () => {
    const deadline = AbortSignal.timeout(300);
    const started = Date.now();
    await expect(
      connector.rate(ctx({ customer_number: '70002000' }, deadline), rateRequest()),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    await expect.poll(() => mock.state.events.map((e) => e.type)).toContain('rate_aborted');
    expect(mock.state.events).toContainEqual({
      type: 'rate_delayed',
      customer: '70002000',
      ms: 2000,
    });
  });

  it('a slow answer within the deadline is served', async () => {
    const quotes = await connector.rate(ctx({ customer_number: '7000050' }), rateRequest());
    expect(quotes.length).toBe(3);
  });
});
