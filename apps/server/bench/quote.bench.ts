/**
 * The cost of a quote against a realistic catalogue: 100 services over 10 carriers and 150 k
 * coverage postal codes. Measures GET /health, the authenticated GET /registrations and
 * POST /quotes with the same concurrent clients; the last line is the ratio the issue tracks.
 * On PostgreSQL, a last run with one carrier hung (issue 23): two FedEx accounts on the FedEx mock
 * join the catalogue, one answers at once and one never does; its p50/p99 join the last line.
 *
 *   npm run bench:quote
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:quote
 */
import {
  startFedexMockServer,
  type RunningFedexMock,
} from '../src/integrations/carriers/fedex-rest/fedex-rest.mock-server';
import { freePort, startBenchServer } from './bench-server';
import { line, load, signInToken } from './load';
import { hungLine, mockCallsLine, runOneCarrierHung } from './quote-hung-run';
import {
  BENCH_CARRIERS,
  BENCH_SERVICES_PER_CARRIER,
  benchQuoteBody,
  seedBenchCatalogue,
} from './quote-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function main(): Promise<void> {
  let mxId = 0;
  const server = await startBenchServer(await freePort(), async (database) => {
    mxId = (await seedBenchCatalogue(database)).mxId;
  });
  let fedexMock: RunningFedexMock | null = null;
  try {
    // PostgreSQL only: the hung run adds carriers while the server runs (PGlite has one process).
    if (server.databaseUrl) fedexMock = await startFedexMockServer();
    const token = await signInToken(server.url, 'customer@despacho.test');
    const auth = { 'x-tenant': 'demo', authorization: `Bearer ${token}` };
    const quoteBody = benchQuoteBody(mxId);
    const quoteReq = {
      url: `${server.url}/api/v1/quotes`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: quoteBody,
    };
    const first = await fetch(quoteReq.url, {
      method: 'POST',
      headers: quoteReq.headers,
      body: quoteBody,
    });
    const rates = ((await first.json()) as { data?: { rates: unknown[] } }).data?.rates.length ?? 0;
    // The bench catalogue's services, plus whatever the demo start-up adds to every demo tenant
    // (the manual carrier of issue 21).
    if (!first.ok || rates < BENCH_CARRIERS * BENCH_SERVICES_PER_CARRIER) {
      throw new Error(`the quote answered ${first.status} with ${rates} rates`);
    }
    const run = { connections: CONNECTIONS, seconds: SECONDS };
    await load({ ...quoteReq, connections: 8, seconds: 2 }); // warm-up
    const health = await load({ ...run, url: `${server.url}/api/v1/health` });
    const authed = await load({ ...run, url: `${server.url}/api/v1/registrations`, headers: auth });
    const quotes = await load({ ...run, ...quoteReq });
    console.log(
      `database: ${server.database}; ${BENCH_CARRIERS * BENCH_SERVICES_PER_CARRIER} services, 150k coverage codes; ${CONNECTIONS} clients, ${SECONDS} s each; ${rates} rates per quote`,
    );
    console.log(line('GET /health', health));
    console.log(line('GET /registrations (authenticated)', authed));
    console.log(line('POST /quotes', quotes));
    if (health.failed || authed.failed || quotes.failed) throw new Error('some requests failed');
    console.log(`quote/authenticated ratio: ${(quotes.rps / authed.rps).toFixed(2)}`);
    const ratio = `quote/health ratio: ${(quotes.rps / health.rps).toFixed(2)}`;
    if (!fedexMock) {
      console.log(ratio);
      return;
    }
    const hung = await runOneCarrierHung(server, { ...run, ...quoteReq }, fedexMock.url);
    console.log(hungLine(hung));
    console.log(mockCallsLine(fedexMock.state));
    if (hung.failed) throw new Error(`${hung.failed} quotes failed with one carrier hung`);
    console.log(`${ratio}; one carrier hung p50 ${hung.p50} ms, p99 ${hung.p99} ms`);
  } finally {
    // The server first: it still holds calls to the hung account, which the mock would wait for.
    await server.stop();
    await fedexMock?.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
