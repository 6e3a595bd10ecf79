import { openDatabase } from '../src/db/client';
import {
  FEDEX_MOCK_DEMO_CREDENTIALS,
  type FedexMockState,
} from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { SecretBox } from '../src/lib/secret-box';
import { BENCH_APP_SECRET, type BenchServer } from './bench-server';
import { load, type LoadOptions, type Measured } from './load';
import { HUNG_FEDEX_ACCOUNT, seedHungFedex, type HungFedexCarriers } from './quote-hung-seed';

/** Goal of issue 23: a quote answers within 3 s p99 whatever its carriers do. */
export const HUNG_GOAL_P99_MS = 3_000;

interface QuoteReply {
  data?: {
    rates: { carrier_id: number }[];
    unanswered?: { carrier_id: number; reason: string }[];
  };
}

/** One quote must hold the fast FedEx's rate and name the hung one as unanswered. */
async function checkOneQuote(req: LoadOptions, fedex: HungFedexCarriers): Promise<void> {
  const started = Date.now();
  const res = await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body });
  const body = (await res.json()) as QuoteReply;
  const ms = Date.now() - started;
  if (!res.ok || !body.data) throw new Error(`the hung-carrier quote answered ${res.status}`);
  if (!body.data.rates.some((r) => r.carrier_id === fedex.fast.id)) {
    throw new Error(`the quote (${ms} ms) has no rate from ${fedex.fast.name}`);
  }
  const late = body.data.unanswered?.find((u) => u.carrier_id === fedex.hung.id);
  if (!late) {
    throw new Error(
      `the quote (${ms} ms) does not name ${fedex.hung.name} as unanswered: ${JSON.stringify(body.data.unanswered)}`,
    );
  }
}

/**
 * "One carrier hung" (issue 23), PostgreSQL only: two FedEx carriers on the FedEx mock at
 * `mockUrl` added to the running server's catalogue (one answers at once, one is held 30 s), one
 * quote checked (the fast FedEx priced, the hung one named in `unanswered`), then the same
 * POST /quotes load as the main run. The quote body never varies, so the answer cache serves the
 * fast carrier as it would identical checkouts; it cannot serve the hung one, which never answers
 * within the run. Close the mock only after the server stops: the server still holds hung calls.
 */
export async function runOneCarrierHung(
  server: BenchServer,
  quoteReq: LoadOptions,
  mockUrl: string,
): Promise<Measured> {
  if (!server.databaseUrl) throw new Error('the hung-carrier run needs PostgreSQL');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  let fedex: HungFedexCarriers;
  try {
    fedex = await seedHungFedex(database, new SecretBox(BENCH_APP_SECRET), mockUrl);
  } finally {
    await database.close();
  }
  await checkOneQuote(quoteReq, fedex);
  return load(quoteReq);
}

export const hungLine = (m: Measured) =>
  `one carrier hung (PostgreSQL): ${m.count} quotes, p50 ${m.p50} ms, p99 ${m.p99} ms, max ${m.max} ms (goal p99 ≤ ${HUNG_GOAL_P99_MS} ms)`;

/**
 * How often the server called FedEx during the checked quote and the load: few calls mean the
 * answer cache served the fast account and the breaker skipped the hung one.
 */
export function mockCallsLine(state: FedexMockState): string {
  const count = (type: string, account: string) =>
    state.events.filter((e) => e.type === type && 'account' in e && e.account === account).length;
  const fast = count('rate', FEDEX_MOCK_DEMO_CREDENTIALS.account_number);
  const hung = count('rate_delayed', HUNG_FEDEX_ACCOUNT);
  return `  FedEx mock: ${fast} rate calls from the fast account, ${hung} from the hung one`;
}
