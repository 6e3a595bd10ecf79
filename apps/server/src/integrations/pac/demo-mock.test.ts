import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { PAC_MOCK_PREFIX, finkokBaseUrl, mountPacDemoMock } from './demo-mock';
import { finkokMockPlugin } from './finkok/finkok.mock-server';
import { stampEnvelope } from './finkok/finkok.mapper';

const config = (mode: 'demo' | 'production') =>
  ({ mode, publicUrl: 'http://localhost:3000' }) as AppConfig;

async function stampCall(mode: 'demo' | 'production') {
  const app = Fastify({ logger: false });
  await mountPacDemoMock(app, config(mode));
  const res = await app.inject({
    method: 'POST',
    url: `${PAC_MOCK_PREFIX}/servicios/soap/stamp`,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    payload: stampEnvelope('stamp', '<x/>', { username: 'demo', password: 'wrong' }),
  });
  await app.close();
  return res;
}

describe('the PAC mock inside the server', () => {
  it('answers Finkok SOAP under /__mocks/pac in demo mode only', async () => {
    const demo = await stampCall('demo');
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('<s0:CodigoError>300</s0:CodigoError>');
    expect((await stampCall('production')).statusCode).toBe(404);
  });

  it('lets the demo answer a cancellation as the receptor, in demo mode only', async () => {
    const answer = async (mode: 'demo' | 'production') => {
      const app = Fastify({ logger: false });
      await mountPacDemoMock(app, config(mode));
      const res = await app.inject({
        method: 'POST',
        url: `${PAC_MOCK_PREFIX}/receptor/cancellations/5FB2822E-396D-4725-8521-CDC4BDD20CCF/accept`,
      });
      await app.close();
      return res;
    };
    const demo = await answer('demo');
    expect(demo.statusCode).toBe(404);
    expect(demo.json()).toMatchObject({ error: 'unknown_uuid' });
    expect((await answer('production')).body).not.toContain('unknown_uuid');
  });

  it('never starts in production mode', () => {
    expect(() => finkokMockPlugin({ mode: 'production' })).toThrow(/never runs in production/);
  });

  it('sends test accounts to the mock in demo mode and to Finkok otherwise', () => {
    expect(finkokBaseUrl(config('demo'), false)).toBe('http://localhost:3000/__mocks/pac');
    expect(finkokBaseUrl(config('production'), false)).toBe('https://demo-facturacion.finkok.com');
    expect(finkokBaseUrl(config('demo'), true)).toBe('https://facturacion.finkok.com');
  });
});
