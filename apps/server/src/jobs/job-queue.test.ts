import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../lib/logger';
import { createTestDatabase } from '../../test/helpers/test-database';
import { JobQueue } from './job-queue';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

describe('stopping the job queue', () => {
  it('leaves a job that outlives the stop to be retried, never writing to a closed database', async () => {
    const { database, drop } = await createTestDatabase();
    const queue = new JobQueue(database, createLogger('silent'), {
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 200,
    });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let began!: () => void;
    const running = new Promise<void>((r) => (began = r));
    queue.define({
      name: 'slow-test-job',
      payload: z.object({ n: z.number() }),
      handle: async () => {
        began();
        await held;
        throw new Error('fails after the database closed');
      },
    });
    await queue.start();
    await queue.send('slow-test-job', { n: 1 });
    await running;
    await queue.stop();
    await database.close();
    await drop();
    release();
    await new Promise((r) => setTimeout(r, 300));
    expect(unhandled.map(String)).toEqual([]);
    // A send to the stopped queue fails at once (it would otherwise wait for good).
    await expect(queue.send('slow-test-job', { n: 2 })).rejects.toThrow(/stopped/);
  });
});
