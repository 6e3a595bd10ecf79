import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's template databases (seeded-template.ts). */
    testRunId: string;
  }
}

/** Gives the run an id, and drops its PostgreSQL template databases when it ends. */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`despacho\\_tpl\\_${runId}\\_%`],
      );
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
}
