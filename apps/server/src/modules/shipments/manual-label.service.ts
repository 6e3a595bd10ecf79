import { createHash, randomUUID } from 'node:crypto';
import type { Shipment } from '@despacho/shared';
import type { ShipmentRow } from '../../db/schema';
import { trackingEvents } from '../../db/schema';
import { deleteStoredFileRow, findStoredFileRow, insertStoredFileRow } from '../../db/stored-files';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { fileStorage } from '../../lib/storage';
import { enqueueFulfilment } from '../stores/store-fulfilment.service';
import { publicTrackingUrl } from './shipment-label';
import { findShipmentRow, updateShipmentRow } from './shipments.repository';
import { presentOne } from './shipments.service';
import { trackingNumberTaken } from './manual-label.repository';

/** The label upload as read from the form: the PDF's bytes and the tracking number typed. */
export interface ManualLabelUpload {
  bytes: Buffer;
  filename: string | undefined;
  trackingNumber: string;
}

/** A label is uploaded while the shipment is paid for and not cancelled. */
const UPLOADABLE: readonly ShipmentRow['status'][] = ['success', 'pending_cancellation'];

/**
 * POST shipments/{id}/upload_label: staff upload the carrier's label PDF and its tracking
 * number ("Create label"); a second upload replaces both ("Edit label"). The customer then
 * downloads exactly these bytes. The number is unique within the tenant.
 */
export async function uploadManualLabel(
  ctx: ServiceContext,
  id: number,
  upload: ManualLabelUpload,
): Promise<Shipment> {
  authorize(ctx, 'create', 'ManualShipment');
  // The bytes go to the store before the transaction records them (a refused upload leaves an
  // unreferenced file, removed below).
  const key = `${ctx.tenant.id}/labels/manual-${id}-${randomUUID()}.pdf`;
  const storage = fileStorage(ctx.deps);
  await storage.put(key, upload.bytes);
  let replaced: string | null = null;
  try {
    const result = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const row = await findShipmentRow(tx, { ownerId: null }, id, { lock: true });
      if (!row) throw notFound();
      if (row.source !== 'manual') throw fieldError('base', 'v.manual_not_manual');
      if (!UPLOADABLE.includes(row.status))
        throw new AppError('conflict', undefined, { fields: { base: ['v.manual_label_status'] } });
      if (await trackingNumberTaken(tx, ctx.tenant.id, row.id, upload.trackingNumber))
        throw fieldError('tracking_number', 'v.manual_tracking_taken');
      const file = await insertStoredFileRow(tx, {
        tenantId: ctx.tenant.id,
        purpose: 'label',
        storageKey: key,
        contentType: 'application/pdf',
        byteSize: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        originalName: `${row.sequentialId}-label.pdf`,
      });
      const now = new Date();
      const first = row.labelCreatedAt === null;
      const updated = await updateShipmentRow(tx, row.id, {
        trackingNumber: upload.trackingNumber,
        // The carrier has no tracking page of its own here: the product's public one.
        trackingUrl: publicTrackingUrl(ctx.deps, ctx.tenant, upload.trackingNumber),
        labelFileId: file.id,
        labelFormat: 'letter',
        ...(first ? { labelCreatedAt: now, trackingStatus: 'created' } : {}),
      });
      if (first)
        await tx.insert(trackingEvents).values({
          tenantId: ctx.tenant.id,
          shipmentId: row.id,
          status: 'created',
          code: 'LABEL',
          description: '',
          occurredAt: now,
        });
      if (row.labelFileId !== null) {
        // The replaced file: its row goes now, its bytes after the commit.
        replaced = (await findStoredFileRow(tx, row.labelFileId))?.storageKey ?? null;
        await deleteStoredFileRow(tx, row.labelFileId);
      }
      return presentOne(ctx, tx, updated!);
    });
    if (replaced) await storage.delete(replaced).catch(() => undefined);
    // A store order learns its tracking number now that there is one (a job, after the commit).
    if (result.store_id !== null && result.fulfilment_status === 'pending')
      void enqueueFulfilment(ctx.deps, { tenant_id: ctx.tenant.id, shipment_id: result.id });
    return result;
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}
