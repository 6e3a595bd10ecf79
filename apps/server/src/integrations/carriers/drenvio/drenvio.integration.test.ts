import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../carrier-connector';
import { CARRIER_INTEGRATIONS } from '../carrier-integrations';
import { ANA_LOPEZ, boxOf, CUBE_1_KG, mockContext, mxParty } from '../connector-test-kit';
import { DRENVIO_TEST_RATE } from './drenvio.connector';
import { drenvioIntegration } from './drenvio.integration';

/** The descriptor as the product mounts it: the mock under its demo prefix, the demo carrier. */

const app = Fastify({ logger: false });
let baseUrl = '';

beforeAll(async () => {
  await app.register(drenvioIntegration.mockPlugin({ mode: 'demo' }), {
    prefix: drenvioIntegration.mockPrefix,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://127.0.0.1:${port}${drenvioIntegration.mockPrefix}`;
});
afterAll(() => app.close());

const connector = drenvioIntegration.createConnector((input, init) => fetch(input, init));
const ctx = (): ConnectorContext =>
  mockContext({ ...drenvioIntegration.demo.settings, base_url: baseUrl });

describe('drenvioIntegration', () => {
  it('is listed for provider DrEnvio with DrEnvío’s own hosts and a demo-only mock', () => {
    expect(CARRIER_INTEGRATIONS).toContain(drenvioIntegration);
    expect(drenvioIntegration.providerCode).toBe('DrEnvio');
    expect(drenvioIntegration.knownHosts).toEqual([
      'prod.api-drenvio.com',
      'sandbox.api-drenvio.com',
    ]);
    expect(drenvioIntegration.mockPrefix).toBe('/__mocks/drenvio');
    expect(() => drenvioIntegration.mockPlugin({ mode: 'production' })).toThrow(/never runs/);
    expect(connector.requiredSettings).toEqual(['token']);
    expect(connector.pickup).toBeUndefined();
  });

  it('gives the demo carrier services its mock quotes, under the demo prefix', async () => {
    const codes = drenvioIntegration.demo.services.map((s) => s.code);
    expect(codes).toEqual(['ampm:ground', 'estafeta:express', 'jtexpress:ground']);
    const quotes = await connector.rate(ctx(), { ...DRENVIO_TEST_RATE, service_codes: codes });
    expect(quotes.map((q) => q.service_code).sort()).toEqual([...codes].sort());
    expect(await connector.testConnection!(ctx())).toMatchObject({ ok: true });
  });

  it('serves the label at the mock’s own address under its prefix', async () => {
    const party = mxParty({ ...ANA_LOPEZ, company: '' });
    const seen: string[] = [];
    const recording = drenvioIntegration.createConnector((input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    });
    const result = await recording.ship!(ctx(), {
      reference: '7',
      service_code: 'ampm:ground',
      origin: party,
      destination: { ...party, postal_code: '06700', city: 'Ciudad de México' },
      parcels: [boxOf('Ropa', 0, CUBE_1_KG)],
      label_format: 'thermal',
      ship_date: new Date(),
    });
    expect(seen.at(-1)).toMatch(
      new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/labels/[0-9a-f]{32}\\.pdf$`),
    );
    expect(result.label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
