import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { rowsOf, withTenant } from '../src/db/tenant-tx';
import { DatabaseFileStorage } from '../src/lib/storage/database-file-storage';
import { createTestDatabase } from './helpers/test-database';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Platform tables: rows that belong to no tenant. Every other table in `public` must be
 * tenant-owned (tenant_id) with row-level security forced and its isolation policy. A new table
 * fails this test until it is one or the other, with the reason written here.
 */
const PLATFORM_TABLES: Record<string, string> = {
  // The tenants themselves; requests only look them up (the app role may not write them).
  tenants: 'the tenant list',
  // SEPOMEX's catalogue, one for the whole platform (loaded by the CLI importer).
  postal_code_settlements: 'SEPOMEX postal codes',
  // SAT's product keys catalogue, one for the whole platform.
  sat_products: 'SAT product keys',
  // Settings of the platform operator, not of a tenant (docs/decisions.md, Tenancy).
  system_settings: 'platform settings',
  // Rate-limit windows: keys carry the tenant id, and no request reads another's key.
  rate_limit_counters: 'rate-limit windows',
};

interface TableFacts {
  table: string;
  tenant_column: boolean;
  rls: boolean;
  forced: boolean;
  policies: number;
}

async function tablesOf(database: Database): Promise<TableFacts[]> {
  return rowsOf<TableFacts>(
    await database.db.execute(sql`
      select c.relname as table,
        exists (select 1 from pg_attribute a
                 where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
                   and a.attnotnull) as tenant_column,
        c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select count(*) from pg_policies p
          where p.schemaname = 'public' and p.tablename = c.relname)::int as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind in ('r', 'p')
      order by c.relname`),
  );
}

describe('row-level security over every table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('forces it on every table in public but the listed platform tables', async () => {
    const tables = await tablesOf(t.database);
    const names = tables.map((r) => r.table);
    // The allow-list names real tables only, so it cannot hide a typo or a dropped table.
    expect(names).toEqual(expect.arrayContaining(Object.keys(PLATFORM_TABLES)));
    const tenantOwned = tables.filter((r) => !(r.table in PLATFORM_TABLES));
    expect(tenantOwned.length).toBeGreaterThanOrEqual(48);
    const unprotected = tenantOwned.filter(
      (r) => !(r.tenant_column && r.rls && r.forced && r.policies === 1),
    );
    expect(unprotected).toEqual([]);
    expect(names).toContain('file_blobs');
  });

  it("keeps stored bytes to their tenant: another tenant's session sees no blob", async () => {
    const storage = new DatabaseFileStorage(t.database.db);
    const key = `${t.demoTenantId}/labels/rls-${Date.now()}.pdf`;
    await storage.put(key, Buffer.from('%PDF-1.4 demo label'));
    expect((await storage.get(key))?.toString()).toBe('%PDF-1.4 demo label');
    const [row] = rowsOf<{ tenant_id: number }>(
      await t.database.db.execute(sql`select tenant_id from file_blobs where key = ${key}`),
    );
    expect(row?.tenant_id).toBe(t.demoTenantId);
    const seen = await withTenant(t.database.db, t.other.tenantId, async (tx) =>
      rowsOf(await tx.execute(sql`select key from file_blobs`)),
    );
    expect(seen).toEqual([]);
    // Nor can a session write bytes under another tenant's id.
    await expect(
      withTenant(t.database.db, t.other.tenantId, (tx) =>
        tx.execute(
          sql`insert into file_blobs (key, tenant_id, bytes) values ('x/y.pdf', ${t.demoTenantId}, '\\x00')`,
        ),
      ),
    ).rejects.toThrow();
    await expect(storage.get('labels/no-tenant.pdf')).rejects.toThrow(/no tenant/);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });
});

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

/**
 * The migrations before the one tagged `tag` (e.g. '0028'), as a folder of their own (a database
 * of an older release). By tag, not idx: a journal's idx is its position, and numbers may skip.
 */
function migrationsBefore(tag: string): { folder: string; cleanup: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'despacho-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}

describe('migration 0028 on a database that already holds files', () => {
  it('gives every blob the tenant of its stored_files row, with a non-superuser owner', async () => {
    const { database, drop } = await createTestDatabase({ nonSuperuserOwner: true });
    const older = migrationsBefore('0028');
    try {
      const config = { migrationsFolder: older.folder };
      if (database.driver === 'pglite')
        await migratePglite(database.db as unknown as PgliteDatabase, config);
      else await migratePg(database.db as unknown as NodePgDatabase, config);
      const ids = rowsOf<{ id: number }>(
        await database.db.execute(
          sql`insert into tenants (slug, name) values ('uno', 'Uno'), ('dos', 'Dos') returning id`,
        ),
      ).map((r) => r.id);
      const [uno, dos] = ids as [number, number];
      // A logo of "dos" stored under a key that does not start with its id (the row decides).
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.tenant_id', ${String(dos)}, true)`);
        await tx.execute(sql`
          insert into stored_files (tenant_id, purpose, storage_key, content_type, byte_size, sha256, original_name)
          values (${dos}, 'logo', 'legacy/logo-a.png', 'image/png', 3, ${'0'.repeat(64)}, 'logo.png')`);
      });
      await database.db.execute(sql`
        insert into file_blobs (key, bytes) values
          ('legacy/logo-a.png', '\\x89504e'),
          (${`${uno}/labels/orphan.pdf`}, '\\x25504446'),
          ('999999/labels/gone.pdf', '\\x25504446'),
          ('nobody/x.pdf', '\\x00')`);

      await migrateDatabase(database);

      const blobs = await database.db.transaction(async (tx) => {
        // The owner sees its rows only with RLS lifted (forced now): read each tenant's.
        const all: { key: string; tenant_id: number }[] = [];
        for (const id of ids) {
          await tx.execute(sql`select set_config('app.tenant_id', ${String(id)}, true)`);
          all.push(
            ...rowsOf<{ key: string; tenant_id: number }>(
              await tx.execute(sql`select key, tenant_id from file_blobs order by key`),
            ),
          );
        }
        return all;
      });
      expect(blobs).toEqual([
        { key: `${uno}/labels/orphan.pdf`, tenant_id: uno },
        { key: 'legacy/logo-a.png', tenant_id: dos },
      ]);
      const facts = (await tablesOf(database)).find((r) => r.table === 'file_blobs');
      expect(facts).toMatchObject({ tenant_column: true, rls: true, forced: true, policies: 1 });
      const [forced] = rowsOf<{ forced: boolean }>(
        await database.db.execute(
          sql`select relforcerowsecurity as forced from pg_class where relname = 'stored_files'`,
        ),
      );
      expect(forced?.forced).toBe(true);
    } finally {
      older.cleanup();
      await database.close();
      await drop();
    }
  });
});
