import { useMockServer } from '../connector-test-kit';
import mtyCdmxRequest from './fixtures/rate-request.mty-cdmx.json';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS as DEMO,
  startFedexMockServer,
  type RunningFedexMock,
} from './fedex-rest.mock-server';
import type { FedexRateReply, FedexRateRequest } from './fedex-rest.types';

/**
 * The FedEx mock's OAuth and Rate APIs over raw HTTP, as any FedEx client would speak them: the
 * setup its tests share (fedex-rest.mock-server.test.ts, fedex-rest.mock-prices.test.ts).
 */

export const pick = ({ client_id, client_secret }: typeof DEMO) => ({ client_id, client_secret });

/** Starts the mock around the suite on the `now` clock; `started` hands the test file the mock. */
export function useFedexRateMock(now: () => number, started: (mock: RunningFedexMock) => void) {
  let mock!: RunningFedexMock;
  useMockServer(
    () => startFedexMockServer({ now, tokenTtlSeconds: 3599 }),
    (running) => started((mock = running)),
    { keepEvents: true },
  );

  function tokenRequest(
    form: Record<string, string>,
    contentType = 'application/x-www-form-urlencoded',
  ) {
    return fetch(`${mock.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: contentType.includes('json')
        ? JSON.stringify(form)
        : new URLSearchParams(form).toString(),
    });
  }

  async function token(): Promise<string> {
    const res = await tokenRequest({ grant_type: 'client_credentials', ...pick(DEMO) });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async function rate(body: unknown, bearer?: string, locale = 'en_US') {
    const res = await fetch(`${mock.url}/rate/v1/rates/quotes`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bearer ?? (await token())}`,
        'x-locale': locale,
        'x-customer-transaction-id': 'order-123',
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  return { tokenRequest, token, rate };
}

/** The recorded request, changed where a test says. */
export function shipment(change: (r: FedexRateRequest) => void = () => {}): FedexRateRequest {
  const request = structuredClone(mtyCdmxRequest) as FedexRateRequest;
  change(request);
  return request;
}

export const services = (reply: Record<string, unknown>) =>
  ((reply as FedexRateReply).output?.rateReplyDetails ?? []).map((d) => d.serviceType);
