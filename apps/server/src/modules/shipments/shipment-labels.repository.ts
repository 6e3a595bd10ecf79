import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, providers, shipments, storedFiles } from '../../db/schema';
import type { ShipmentDownload } from './shipment-download.repository';
import type { ShipmentScope } from './shipments.repository';

export type LabelSource = Pick<ShipmentDownload, 'row' | 'provider' | 'file'>;

/**
 * The shipments of a batch label download that the caller may see (their account's, or the
 * tenant's for staff), each with its carrier's provider and its stored label file, in one read.
 */
export async function shipmentsForLabels(
  tx: Tx,
  scope: ShipmentScope,
  ids: number[],
): Promise<LabelSource[]> {
  return tx
    .select({
      row: shipments,
      provider: { code: providers.code, name: providers.name },
      file: storedFiles,
    })
    .from(shipments)
    .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
    .leftJoin(providers, eq(providers.id, carriers.providerId))
    .leftJoin(storedFiles, eq(storedFiles.id, shipments.labelFileId))
    .where(
      and(
        inArray(shipments.id, ids),
        scope.ownerId === null ? undefined : eq(shipments.userId, scope.ownerId),
      ),
    );
}
