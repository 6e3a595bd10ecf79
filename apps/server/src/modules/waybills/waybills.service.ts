import type { Tx } from '../../db/client';
import { releaseWaybill, takeWaybill } from './waybills.repository';

/**
 * The prepaid pool as the purchase uses it (system work inside the purchase's own
 * transactions; the waybill screens come with their own issue).
 */
export const takeWaybillFor = (tx: Tx, carrierId: number, serviceId: number, shipmentId: number) =>
  takeWaybill(tx, carrierId, serviceId, shipmentId);

export const releaseWaybillOf = (tx: Tx, shipmentId: number) => releaseWaybill(tx, shipmentId);
