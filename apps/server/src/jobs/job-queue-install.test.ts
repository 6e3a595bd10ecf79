import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withStartupLock } from '../cluster';
import { openDatabase } from '../db/client';
import { createTestDatabase } from '../../test/helpers/test-database';
import { createLogger } from '../lib/logger';
import { installJobQueue, JobQueue } from './job-queue';

/** Two handles on one new, empty database (two processes), or one PGlite (one process). */
async function emptyDatabase() {
  const { database, url, drop } = await createTestDatabase();
  const handles = url ? [database, await openDatabase({ databaseUrl: url })] : [database];
  return {
    url,
    handles,
    drop: async () => {
      await Promise.all(handles.map((h) => h.close()));
      await drop();
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
    }
  });
});
