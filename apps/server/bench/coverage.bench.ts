/**
 * A zone's postal-code import at full size: 150,000 codes in one CSV, uploaded through the real
 * route (multipart, parsing, checks, batched inserts in one transaction). Prints the time last.
 *
 *   npm run bench:coverage
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:coverage
 */
import { api, createTestApp } from '../test/helpers/test-app';
import { multipartFile } from '../test/helpers/multipart';

const CODES = Number(process.env.BENCH_CODES ?? 150_000);

async function main(): Promise<void> {
  const t = await createTestApp();
  try {
    const countries = await t.request('GET', api('countries'), {
      as: 'admin',
      query: { search: 'US' },
    });
    const us = (countries.body.data as { id: number; code: string }[]).find(
      (c) => c.code === 'US',
    )!;
    const zone = await t.request('POST', api('zones'), {
      as: 'admin',
      body: { zone: { name: 'Bench' } },
    });
    const csv = Array.from({ length: CODES }, (_, i) => `Z${String(i).padStart(6, '0')}`).join(
      '\n',
    );
    const form = multipartFile('file', 'codes.csv', 'text/csv', Buffer.from(csv), {
      country_id: String(us.id),
    });
    const started = performance.now();
    const res = await t.request('POST', api(`zones/${zone.body.data.id}/postal_codes/import`), {
      as: 'admin',
      headers: form.headers,
      body: form.body,
    });
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 200)
      throw new Error(`import answered ${res.status}: ${res.text.slice(0, 300)}`);
    console.log(
      `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; ${JSON.stringify(res.body.data)}`,
    );
    console.log(`coverage import: ${CODES} postal codes in ${seconds.toFixed(1)} s`);
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
