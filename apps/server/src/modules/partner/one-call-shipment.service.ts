import type { Parcel, Shipment } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import {
  createShipment,
  setShipmentParcel,
  type AddressesInput,
} from '../shipments/shipments.service';

/**
 * The partner's one-call create (issue 22): the wizard's step 1 (addresses) and step 2 (parcel)
 * in ONE transaction, so a refused parcel leaves no shipment behind. The two wizard services
 * run unchanged on a context whose database is this transaction: each opens a savepoint
 * inside it instead of a transaction of its own.
 */
export async function createShipmentWithParcel(
  ctx: ServiceContext,
  addresses: AddressesInput,
  parcel: Parcel,
): Promise<Shipment> {
  authorize(ctx, 'create', 'Shipment');
  authorize(ctx, 'create', 'Parcel');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const inTx: ServiceContext = { ...ctx, deps: { ...ctx.deps, db: tx } };
    const created = await createShipment(inTx, addresses);
    return setShipmentParcel(inTx, created.id, parcel);
  });
}
