/**
 * The cost of one authenticated request. Starts the real server in a child process (embedded
 * PGlite on a fresh DATA_DIR, or a fresh PostgreSQL database when DATABASE_URL is set), signs in
 * as the demo customer, then loads `GET /registrations` (authenticated) and `GET /health` with
 * the same number of concurrent clients. The last line is the ratio the issue tracks.
 *
 *   npm run bench:api                                   # embedded
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:api
 */
import { freePort, startBenchServer } from './bench-server';
import { line, load, signInToken } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function main(): Promise<void> {
  const server = await startBenchServer(await freePort());
  try {
    const token = await signInToken(server.url, 'customer@despacho.test');
    const auth = { 'x-tenant': 'demo', authorization: `Bearer ${token}` };
    const registrations = `${server.url}/api/v1/registrations`;
    const healthUrl = `${server.url}/api/v1/health`;

    // Warm both paths (JIT, connection pool, caches) before measuring.
    await load({ url: healthUrl, connections: 10, seconds: 2 });
    await load({ url: registrations, headers: auth, connections: 10, seconds: 2 });

    const run = { connections: CONNECTIONS, seconds: SECONDS };
    const authed = await load({ ...run, url: registrations, headers: auth });
    const health = await load({ ...run, url: healthUrl });
    console.log(
      `database: ${server.database}; ${CONNECTIONS} concurrent clients, ${SECONDS} s each`,
    );
    console.log(line('GET /registrations (authenticated)', authed));
    console.log(line('GET /health', health));
    if (authed.failed || health.failed) throw new Error('some requests failed');
    console.log(`authenticated/health ratio: ${(authed.rps / health.rps).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
