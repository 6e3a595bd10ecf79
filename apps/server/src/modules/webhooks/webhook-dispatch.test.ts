import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createTestDatabase } from '../../../test/helpers/test-database';
import { JobQueue } from '../../jobs/job-queue';
import { enqueueDeliveries, registerWebhookQueue } from './webhook-dispatch';
import { WEBHOOK_DELIVER_JOB, ZWebhookDeliverPayload } from './webhook-jobs';

describe('sending delivery jobs to every queue of the process', () => {
  it('a stopped queue (a closed app) does not hold back the running one', async () => {
    const { database, drop } = await createTestDatabase();
    const stopped = new JobQueue(database, createLogger('silent'));
    stopped.define({
      name: WEBHOOK_DELIVER_JOB,
      payload: ZWebhookDeliverPayload,
      handle: async () => {},
    });
    await stopped.start();
    registerWebhookQueue(stopped);
    await stopped.stop();

    const sent: unknown[] = [];
    registerWebhookQueue({ send: async (_name, data) => void sent.push(data) });
    const item = { tenantId: 1, deliveryId: 7, eventId: '6f1c2a8e-58a4-4bd2-9d8e-2d1c0f0b7a11' };
    await enqueueDeliveries([item]);
    expect(sent).toEqual([item]);
    await database.close();
    await drop();
  });
});
