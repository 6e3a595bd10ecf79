import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { afterCommit, withTenant } from './tenant-tx';
import { tenants } from './schema';

let database: Database;
let tenantId: number;
beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  const [row] = await database.db.insert(tenants).values({ slug: 'uno', name: 'Uno' }).returning();
  tenantId = row!.id;
});
afterAll(async () => database?.close());

describe('afterCommit', () => {
  it('runs after the transaction commits, with the committed data visible', async () => {
    const seen: string[] = [];
    await withTenant(database.db, tenantId, async (tx) => {
      afterCommit(tx, () => seen.push('hook'));
      seen.push('work');
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual(['work', 'hook']);
  });

  it('never runs when the transaction rolls back', async () => {
    let ran = false;
    await expect(
      withTenant(database.db, tenantId, async (tx) => {
        afterCommit(tx, () => (ran = true));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toBe(false);
  });

  it('refuses a transaction it did not open', async () => {
    await expect(
      database.db.transaction(async (tx) => afterCommit(tx, () => undefined)),
    ).rejects.toThrow(/withTenant/);
  });
});
