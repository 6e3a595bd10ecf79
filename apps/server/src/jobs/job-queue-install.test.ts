import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withStartupLock } from '../cluster';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { installJobQueue, JobQueue } from './job-queue';

/** Two handles on one new, empty database (two processes), or one PGlite (one process). */
async function emptyDatabase(): Promise<{
  url?: string;
  handles: Database[];
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { handles: [await openDatabase({})], drop: async () => {} };
  const name = `despacho_boss_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handles = [
    await openDatabase({ databaseUrl: url.toString() }),
    await openDatabase({ databaseUrl: url.toString() }),
  ];
  return {
    url: url.toString(),
    handles,
    drop: async () => {
      await Promise.all(handles.map((h) => h.close()));
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

describe('installing the job queue at startup', () => {
  it('creates pg-boss’s tables once, even for processes starting together, and both queues then run', async () => {
    const { url, handles, drop } = await emptyDatabase();
    try {
      const installed = await Promise.all(
        handles.map((h) => withStartupLock(url, () => installJobQueue(h))),
      );
      // One of them created the tables; the other (if any) found them.
      expect(installed.filter(Boolean)).toHaveLength(1);
      expect(await installJobQueue(handles[0]!)).toBe(false);

      const done: number[] = [];
      const queues = handles.map((h) => {
        const q = new JobQueue(h, createLogger('silent'), { pollingIntervalSeconds: 0.5 });
        q.define({
          name: 'install-test-job',
          payload: z.object({ n: z.number() }),
          handle: async ({ n }) => void done.push(n),
        });
        return q;
      });
      await Promise.all(queues.map((q) => q.start()));
      await queues[0]!.send('install-test-job', { n: 7 });
      for (let i = 0; i < 100 && done.length === 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(done).toEqual([7]);
      await Promise.all(queues.map((q) => q.stop()));
    } finally {
      await drop();
      if (!url) await handles[0]!.close();
    }
  });
});
