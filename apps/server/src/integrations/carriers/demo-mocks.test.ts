import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { connectorSettingsFor } from './demo-mocks';

const config = (mode: 'demo' | 'production') =>
  ({ mode, publicUrl: 'http://localhost:3000' }) as AppConfig;
const creds = { client_id: 'k', client_secret: 's', account_number: '1' };

describe('connector settings', () => {
  it('point a sandbox carrier without base_url at the local mock in demo mode only', () => {
    expect(connectorSettingsFor(config('demo'))('FedexRest', 'sandbox', creds)).toEqual({
      ...creds,
      base_url: 'http://localhost:3000/__mocks/fedex',
    });
    expect(connectorSettingsFor(config('production'))('FedexRest', 'sandbox', creds)).toEqual(
      creds,
    );
  });

  it('leave production carriers, an explicit base_url and providers without a mock alone', () => {
    const demo = connectorSettingsFor(config('demo'));
    expect(demo('FedexRest', 'production', creds)).toEqual(creds);
    expect(demo('FedexRest', 'sandbox', { ...creds, base_url: 'https://x.test' }).base_url).toBe(
      'https://x.test',
    );
    expect(demo('AMPM', 'sandbox', creds)).toEqual(creds);
  });
});
