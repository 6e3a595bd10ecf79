import { createHash, randomUUID } from 'node:crypto';
import { isStaff, validationText, type ShipmentImport, type UserType } from '@despacho/shared';
import type { ShipmentImportRow } from '../../db/schema';
import { insertStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import { notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { iso } from '../../lib/dates';
import { XLSX_TYPE } from '../../lib/spreadsheet';
import { fileStorage } from '../../lib/storage';
import { accountOf } from '../shipments/shipment-access';
import { checkFiscalVerification, shipmentRuleSettings } from '../shipments/shipment-tenant-rules';
import { checkImportFile } from './import-file';
import { SHIPMENT_IMPORT_JOB } from './shipment-import-job';
import {
  findImportRow,
  insertImportRow,
  latestImportRows,
  updateImportRow,
} from './shipment-imports.repository';
import './shipment-imports-messages';

export function serializeImport(row: ShipmentImportRow): ShipmentImport {
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created: row.createdAddressing + row.createdPackaging + row.createdRating,
    created_by_step: {
      addressing: row.createdAddressing,
      packaging: row.createdPackaging,
      rating: row.createdRating,
    },
    error_rows: row.errorRows,
    errors: row.errors,
    failure: row.failure,
    created_at: iso(row.createdAt)!,
    finished_at: iso(row.finishedAt),
  };
}

/** A name as a person sees it in the list: no path, bounded. */
const cleanName = (name: string | undefined, kind: string) =>
  (name ?? '')
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 200) || `envios.${kind}`;

/**
 * POST shipments/imports: the file is checked by its bytes (an .xlsx exceljs opens, or UTF-8
 * CSV), kept in the file store, recorded as a queued import and handed to the job queue once
 * that is committed. The rows are read by the job, not here: a large file never holds a request.
 * Imports make shipments, so an unverified customer (when the tenant asks for verification)
 * is held as for any new shipment, without the demo allowance: a file is never "one shipment".
 */
export async function createShipmentImport(
  ctx: ServiceContext,
  upload: { bytes: Buffer; filename: string | undefined },
): Promise<ShipmentImport> {
  authorize(ctx, 'create', 'Shipment');
  const actor = requireActor(ctx);
  const owner = accountOf(ctx);
  const rules = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => shipmentRuleSettings(tx));
  checkFiscalVerification(ctx, rules, null);
  const kind = await checkImportFile(upload.bytes);
  const key = `${ctx.tenant.id}/shipment-imports/${randomUUID()}.${kind}`;
  const storage = fileStorage(ctx.deps);
  await storage.put(key, upload.bytes);
  let row: ShipmentImportRow;
  try {
    row = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const file = await insertStoredFileRow(tx, {
        tenantId: ctx.tenant.id,
        purpose: 'shipment_import',
        storageKey: key,
        contentType: kind === 'xlsx' ? XLSX_TYPE : 'text/csv',
        byteSize: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        originalName: cleanName(upload.filename, kind),
      });
      return insertImportRow(tx, {
        tenantId: ctx.tenant.id,
        userId: owner,
        createdBy: actor.id,
        fileName: cleanName(upload.filename, kind),
        fileId: file.id,
        status: 'queued',
      });
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  // After the commit: the job must find the row it is sent for.
  try {
    await ctx.deps.jobs.send(SHIPMENT_IMPORT_JOB, {
      tenantId: ctx.tenant.id,
      importId: row.id,
      locale: ctx.locale,
    });
  } catch (err) {
    ctx.log.error({ err, importId: row.id }, 'shipment import could not be queued');
    row =
      (await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
        updateImportRow(tx, row.id, {
          status: 'failed',
          failure: validationText('v.shipment_import_failed', ctx.locale),
          finishedAt: new Date(),
        }),
      )) ?? row;
  }
  return serializeImport(row);
}

/** Staff read any of the tenant's imports; everyone else their account's (others are 404). */
export async function getShipmentImport(ctx: ServiceContext, id: number): Promise<ShipmentImport> {
  authorize(ctx, 'read', 'Shipment');
  const staff = isStaff(requireActor(ctx).userType as UserType);
  const row = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    findImportRow(tx, id, staff ? null : accountOf(ctx)),
  );
  if (!row) throw notFound();
  return serializeImport(row);
}

/** The caller's account's 20 latest imports, newest first. */
export async function listShipmentImports(ctx: ServiceContext): Promise<ShipmentImport[]> {
  authorize(ctx, 'read', 'Shipment');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    latestImportRows(tx, accountOf(ctx), 20),
  );
  return rows.map(serializeImport);
}
