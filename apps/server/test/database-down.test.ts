import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers/test-app';

// The database going away mid-life: health says so, and requests fail cleanly.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.tokenFor('admin');
  await t.database.close();
});
afterAll(async () => t?.close());

describe('when the database is unreachable', () => {
  it('GET /health answers 503 with database down', async () => {
    const res = await t.request('GET', api('health'), { tenant: null });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ data: { status: 'error', database: 'down' } });
  });

  it('an unexpected failure is a 500 with a request id and no stack or internals', async () => {
    const res = await t.request('GET', api('notices'), { as: 'admin', lang: 'en' });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('internal');
    expect(res.body.request_id).toEqual(expect.any(String));
    expect(res.body.messages).toHaveLength(1);
    expect(res.text).not.toMatch(/at .+\.ts:\d+|stack|pglite|drizzle/i);
  });
});
