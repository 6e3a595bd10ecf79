import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirOf } from '../src/db/client';
import { verifyLedgerNightly } from '../src/jobs/ledger.jobs';
import { formatLedgerReport, verifyLedger } from '../src/modules/ledger/ledger-verify';
import { api, createTestApp, type TestApp } from './helpers/test-app';
import {
  balanceOf,
  customerWithBalance,
  draftShipment,
  serviceIdOf,
} from './helpers/shipment-fixture';

const EMAIL = 'ledger@despacho.test';
let t: TestApp;
let buyer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true });
  buyer = await customerWithBalance(t, EMAIL, 100_000);
  // A purchase and its ledger debit, so the ledger holds more than deposits.
  const id = await draftShipment(t, { token: buyer.token });
  const bought = await t.request('POST', api(`shipments/${id}/rates`), {
    token: buyer.token,
    body: {
      rate: { service_id: await serviceIdOf(t, 'TERRESTRE'), is_pickup: false, is_from_app: true },
    },
  });
  if (bought.status !== 200) throw new Error(`buy: ${bought.status} ${bought.text}`);
});
afterAll(async () => {
  await t?.close();
});

describe('ledger verification', () => {
  it('finds every balance equal to its ledger after deposits and purchases', async () => {
    expect((await balanceOf(t, EMAIL)).balance).toBeLessThan(100_000);
    const report = await verifyLedger(t.database.db);
    expect(report.drift).toEqual([]);
    expect(report.tenants).toBeGreaterThanOrEqual(2);
    expect(report.accounts).toBeGreaterThan(5);
    expect(formatLedgerReport(report)).toMatch(/^Ledger verified: \d+ accounts in \d+ tenants/);
    expect((await verifyLedgerNightly(t.deps)).drift).toEqual([]);
  });

  it('reports a balance written around the ledger, to the centavo, and changes nothing', async () => {
    const before = (await balanceOf(t, EMAIL)).balance;
    // What only the database owner can do: move a balance without a ledger row.
    await t.database.db.execute(
      sql`update users set balance_cents = balance_cents + 12345 where id = ${buyer.id}`,
    );
    try {
      const report = await verifyLedger(t.database.db);
      expect(report.drift).toEqual([
        expect.objectContaining({
          tenantSlug: 'demo',
          userId: buyer.id,
          email: EMAIL,
          balanceCents: before + 12345,
          ledgerCents: before,
          differenceCents: 12345,
        }),
      ]);
      expect(formatLedgerReport(report)).toContain(
        `DRIFT demo user ${buyer.id} <${EMAIL}>: balance`,
      );
      expect(formatLedgerReport(report)).toContain('difference $123.45 MXN');
      // Reported, not corrected: the stored balance is left for a person to settle.
      expect((await balanceOf(t, EMAIL)).balance).toBe(before + 12345);
      // Another tenant's check does not see the demo tenant's accounts.
      const other = await verifyLedger(t.database.db, { tenantSlug: 'otra' });
      expect(other.tenants).toBe(1);
      expect(other.drift).toEqual([]);
      expect((await verifyLedgerNightly(t.deps)).drift).toHaveLength(1);
    } finally {
      await t.database.db.execute(
        sql`update users set balance_cents = balance_cents - 12345 where id = ${buyer.id}`,
      );
    }
    expect((await verifyLedger(t.database.db)).drift).toEqual([]);
  });
});

const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const run = promisify(execFile);

describe('npm run cli -- ledger:verify', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'despacho-ledger-cli-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    APP_SECRET: 'ledger-cli-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  };
  const cli = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', ...args],
        { cwd: serverDir, env },
      );
      return { code: 0, out: stdout + stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: e.stdout + e.stderr };
    }
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits 0 on a sound ledger, 2 with the drifting account, 1 for an unknown tenant', async () => {
    expect((await cli('seed:demo')).code).toBe(0);
    const sound = await cli('ledger:verify');
    expect(sound).toMatchObject({ code: 0 });
    expect(sound.out).toMatch(/Ledger verified: \d+ accounts in 1 tenants/);

    const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
    await database.db.execute(
      sql`update users set balance_cents = balance_cents - 50 where email = 'customer@despacho.test'`,
    );
    await database.close();
    const drift = await cli('ledger:verify', '--tenant', 'demo');
    expect(drift.code).toBe(2);
    expect(drift.out).toMatch(
      /DRIFT demo user \d+ <customer@despacho\.test>: .*difference -\$0\.50 MXN/,
    );
    expect(drift.out).toContain('Ledger drift in 1 of');

    const unknown = await cli('ledger:verify', '--tenant', 'nadie');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('There is no tenant "nadie".');
  }, 120_000);
});
