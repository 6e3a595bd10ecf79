import type { ConnectorContext } from '../carrier-connector';
import { mockContext, useMockServer } from '../connector-test-kit';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  startFedexMockServer,
  type RunningFedexMock,
} from './fedex-rest.mock-server';

/**
 * The mock FedEx the connector's shipping tests run against (fedex-rest.connector-shipping.test.ts,
 * fedex-rest.connector-tracking.test.ts): one tracking step a minute, and a second key pair for
 * the Track API.
 */

export const STEP = 60_000;
export const TRACK_PAIR = {
  client_id: 'despacho-track-key',
  client_secret: 'despacho-track-secret',
};
// Friday 14 March 2025, 12:00 in Monterrey.
export const START = Date.parse('2025-03-14T18:00:00Z');

/** Starts the mock around the suite on the `now` clock; answers the context that reaches it. */
export function useFedexMock(now: () => number, started: (mock: RunningFedexMock) => void) {
  let mock!: RunningFedexMock;
  useMockServer(
    () => startFedexMockServer({ now, trackStepMs: STEP, credentials: [DEMO, TRACK_PAIR] }),
    (running) => started((mock = running)),
  );
  return (settings: Record<string, string> = {}, signal?: AbortSignal): ConnectorContext =>
    mockContext({ ...DEMO, base_url: mock.url, ...settings }, signal);
}
