import { setImmediate } from 'node:timers/promises';
import {
  stripAccents,
  validationText,
  type Locale,
  type PostalPlace,
  type ShipmentImportError,
} from '@despacho/shared';
import { tenants, type ShipmentImportRow } from '../../db/schema';
import { deleteStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import type { AppDeps } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import { postalCodePlaces } from '../countries/postal-places';
import { dbLookups, type AddressLookups } from '../shipments/shipment-address';
import { shipmentRuleSettings } from '../shipments/shipment-tenant-rules';
import { mapHeadings, type ColumnMap } from './import-columns';
import { readImportRows, type ImportKind, type SheetRow } from './import-file';
import { checkImportRow, normalName, type RowContext, type RowResult } from './import-row';
import {
  failStaleImports,
  importCountries,
  insertShipmentRows,
  reserveShipmentNumbers,
  savedAddressesOf,
  savedPackagesOf,
  storageKeyOf,
  updateImportRow,
} from './shipment-imports.repository';
import './shipment-imports-messages';

/** Rows checked and written per transaction; progress is written with each batch. */
export const IMPORT_BATCH = 500;
/** Errors kept on the import (the report shows the first ones; the count covers all). */
export const MAX_KEPT_ERRORS = 1_000;

export interface ImportJob {
  tenantId: number;
  importId: number;
  /** The importer's language at upload time: the report's messages are worded in it. */
  locale: Locale;
}

type Counts = Pick<
  ShipmentImportRow,
  'processedRows' | 'createdAddressing' | 'createdPackaging' | 'createdRating' | 'errorRows'
>;

/**
 * The import job: marks the import running (once: a second delivery finds it no longer queued),
 * reads the stored file, checks the headings (a wrong file fails whole, nothing created), then
 * checks and writes the rows in batches of IMPORT_BATCH, one transaction each, writing progress
 * with every batch so the screen can poll it.
 */
export async function runShipmentImport(deps: AppDeps, job: ImportJob): Promise<void> {
  const { tenantId, importId, locale } = job;
  const started = await withTenant(deps.db, tenantId, (tx) =>
    updateImportRow(tx, importId, { status: 'running' }, 'queued'),
  );
  if (!started) return;
  const finish = (values: Partial<ShipmentImportRow>) =>
    withTenant(deps.db, tenantId, (tx) =>
      updateImportRow(tx, importId, { ...values, finishedAt: new Date() }),
    );
  const failWith = (key: string, params: Record<string, number | string> = {}) =>
    finish({ status: 'failed', failure: validationText(key, locale, params) });
  let key: string | null = null;
  try {
    key = started.fileId
      ? await withTenant(deps.db, tenantId, (tx) => storageKeyOf(tx, started.fileId!))
      : null;
    const bytes = key ? await fileStorage(deps).get(key) : null;
    if (!bytes) return void (await failWith('v.shipment_import_failed'));
    const kind: ImportKind = key!.endsWith('.xlsx') ? 'xlsx' : 'csv';
    const read = await readImportRows(bytes, kind);
    if (!read.ok) return void (await failWith(read.key, read.params));
    const mapped = mapHeadings(read.header, locale);
    if ('failure' in mapped)
      return void (await finish({ status: 'failed', failure: mapped.failure }));
    await withTenant(deps.db, tenantId, (tx) =>
      updateImportRow(tx, importId, { totalRows: read.rows.length }),
    );
    await importRows(deps, started, job, mapped.columns, read.rows);
  } catch (err) {
    deps.log.error({ err, importId, tenantId }, 'shipment import failed');
    await failWith('v.shipment_import_failed').catch(() => undefined);
  } finally {
    if (started.fileId) await discardFile(deps, job, started.fileId, key);
  }
}

/**
 * The file is read once: after the job (done or failed) its bytes go, so a merchant's customer
 * list does not stay in the file store. The report keeps the name, counts and errors.
 */
async function discardFile(deps: AppDeps, job: ImportJob, fileId: number, key: string | null) {
  try {
    await withTenant(deps.db, job.tenantId, async (tx) => {
      await updateImportRow(tx, job.importId, { fileId: null });
      await deleteStoredFileRow(tx, fileId);
    });
    if (key) await fileStorage(deps).delete(key);
  } catch (err) {
    deps.log.warn({ err, importId: job.importId }, 'could not discard an imported file');
  }
}

async function importRows(
  deps: AppDeps,
  imp: ShipmentImportRow,
  job: ImportJob,
  columns: ColumnMap,
  rows: SheetRow[],
): Promise<void> {
  const { tenantId, locale } = job;
  const base = await withTenant(deps.db, tenantId, async (tx) => {
    const [countries, saved, packages, tenantRules] = [
      await importCountries(tx),
      await savedAddressesOf(tx, imp.userId),
      await savedPackagesOf(tx, imp.userId),
      await shipmentRuleSettings(tx),
    ];
    return { countries, saved, packages, tenantRules };
  });
  const countryByName = new Map<string, { id: number; code: string | null }>();
  for (const c of base.countries)
    for (const n of [c.name, c.nameEn, c.code]) if (n) countryByName.set(normalName(n), c);
  const savedByAka = new Map<string, (typeof base.saved)[number]>();
  // Newest first: the first address with an alias wins it.
  for (const a of base.saved)
    if (a.aka && !savedByAka.has(normalName(a.aka))) savedByAka.set(normalName(a.aka), a);
  const packagesByName = new Map(base.packages.map((p) => [normalName(p.name), p]));
  const byId = new Map(base.countries.map((c) => [c.id, c]));
  const states = new Map<string, string | null>();
  const savedChecked: RowContext['savedChecked'] = new Map();

  const counts: Counts = {
    processedRows: 0,
    createdAddressing: 0,
    createdPackaging: 0,
    createdRating: 0,
    errorRows: 0,
  };
  const errors: ShipmentImportError[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    // The embedded database answers in the same thread: without a turn of the event loop
    // between batches, the screen's progress polls would wait for the whole file.
    await setImmediate();
    const batch = rows.slice(start, start + IMPORT_BATCH);
    await withTenant(deps.db, tenantId, async (tx) => {
      // Every postal code the batch names, in one statement; countries and states from memory.
      const wanted = new Set(postalCodesOf(batch, columns));
      const found = await postalCodePlaces(tx, [...wanted]);
      const db = dbLookups(tx);
      const lookups: AddressLookups = {
        country: async (id) => byId.get(id),
        places: async (code) =>
          wanted.has(code)
            ? { loaded: found.loaded, places: found.byCode.get(code) as PostalPlace[] | undefined }
            : db.places(code),
        stateCode: async (countryId, name) => {
          const k = `${countryId}|${stripAccents(name).toLowerCase()}`;
          if (!states.has(k)) states.set(k, await db.stateCode(countryId, name));
          return states.get(k)!;
        },
      };
      const rc: RowContext = {
        tx,
        locale,
        lookups,
        columns,
        tenantRules: base.tenantRules,
        countryByName,
        mexicoId: countryByName.get('mx')?.id ?? null,
        savedByAka,
        latestSaved: base.saved[0] ?? null,
        packagesByName,
        savedChecked,
      };
      const valid: Extract<RowResult, { ok: true }>[] = [];
      for (const row of batch) {
        const r = await checkImportRow(rc, row.number, row.cells);
        if (r.ok) {
          valid.push(r);
          if (r.step === 'addressing') counts.createdAddressing++;
          else if (r.step === 'packaging') counts.createdPackaging++;
          else counts.createdRating++;
        } else {
          counts.errorRows++;
          for (const e of r.errors) if (errors.length < MAX_KEPT_ERRORS) errors.push(e);
        }
      }
      counts.processedRows += batch.length;
      const done = start + IMPORT_BATCH >= rows.length;
      // The counter's row is locked from here to the commit: one INSERT and one UPDATE.
      const first = valid.length ? await reserveShipmentNumbers(tx, tenantId, valid.length) : 0;
      await insertShipmentRows(
        tx,
        valid.map((r, i) => ({
          tenantId,
          sequentialId: first + i,
          userId: imp.userId,
          createdBy: imp.createdBy,
          source: 'import' as const,
          sourceNumber: r.sourceNumber,
          status: 'pending' as const,
          step: r.step,
          origin: r.origin,
          destination: r.destination,
          parcel: r.parcel,
        })),
      );
      await updateImportRow(tx, imp.id, {
        ...counts,
        errors,
        ...(done ? { status: 'done' as const, finishedAt: new Date() } : {}),
      });
    });
  }
}

function postalCodesOf(batch: SheetRow[], columns: ColumnMap): string[] {
  const codes: string[] = [];
  for (const side of ['destination', 'origin'] as const) {
    const i = columns.index.get(`${side}.postal_code`);
    if (i === undefined) continue;
    for (const row of batch) {
      const code = (row.cells[i] ?? '').trim();
      codes.push(/^\d{3,4}$/.test(code) ? code.padStart(5, '0') : code);
    }
  }
  return codes;
}

/** A file takes well under a minute; one still running after this was cut off by a restart. */
export const STALE_IMPORT_MS = 30 * 60_000;

/**
 * Marks imports a stopped process left `running` as failed (the rows of its committed batches
 * stay created; running it again could duplicate them, so it is never resumed).
 */
export async function failStaleShipmentImports(deps: AppDeps, now = new Date()): Promise<number> {
  let failed = 0;
  for (const tenant of await deps.db.select({ id: tenants.id }).from(tenants)) {
    const rows = await withTenant(deps.db, tenant.id, (tx) =>
      failStaleImports(
        tx,
        new Date(now.getTime() - STALE_IMPORT_MS),
        validationText('v.shipment_import_interrupted', 'es-MX'),
      ),
    );
    failed += rows.length;
  }
  if (failed) deps.log.warn({ failed }, 'interrupted shipment imports marked failed');
  return failed;
}
