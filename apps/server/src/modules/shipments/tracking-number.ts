import { randomInt } from 'node:crypto';
import { withCheckDigit } from '@despacho/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/tenant-tx';
import { takeWaybillFor } from '../waybills/waybills.service';
import { LabelRefusal } from './shipment-label';

/** Random digits between the leading "9" and the check digit: 10^13 numbers to guess from. */
const RANDOM_DIGITS = 13;

/**
 * A number for a label the platform draws (GenericCarrier without a waybill pool): "9", 13
 * digits from the operating system's random source and a Luhn check digit, 15 digits in all.
 * Numeric (carriers' scanners and Code 128C want digits) and unguessable: knowing one's own
 * numbers says nothing about anyone else's, unlike the old "9" + shipment id.
 */
export function randomTrackingNumber(): string {
  return withCheckDigit(
    `9${String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0')}`,
  );
}

/** Several candidates, so a clash with an earlier shipment's number never fails a purchase. */
export const trackingCandidates = (n = 4): string[] =>
  Array.from({ length: n }, randomTrackingNumber);

/**
 * A SQL expression for the first candidate no shipment of the current tenant (row-level
 * security's `app.tenant_id`) carries yet: numbers are unique per tenant. Spliced into the
 * one-statement purchase (app_buy_platform_label) as its generated-number argument; the
 * candidates are digits only, checked here. Null only if every candidate is taken (about
 * (shipments / 10^13)^4), which fails the label stage and refunds the purchase.
 */
export function freeTrackingNumberSql(candidates: string[] = trackingCandidates()): string {
  if (!candidates.length || !candidates.every((c) => /^\d{4,40}$/.test(c)))
    throw new Error('tracking number candidates must be digits');
  const list = candidates.map((c) => `'${c}'`).join(', ');
  return `(select u.c from unnest(array[${list}]::text[]) with ordinality as u(c, n)
    where not exists (select 1 from shipments s
      where s.tenant_id = nullif(current_setting('app.tenant_id', true), '')::int
        and s.tracking_number = u.c)
    order by u.n limit 1)`;
}

/**
 * A platform (GenericCarrier) label's number, inside the purchase's finishing transaction: the
 * next free waybill of the carrier's prepaid pool or, for a carrier without a pool, a random
 * number no other shipment of the tenant has. A pool that ran out refuses (the purchase is then
 * refunded). The label itself is drawn from the shipment's data whenever it is downloaded.
 */
export async function platformTrackingNumber(
  tx: Tx,
  carrierId: number,
  serviceId: number,
  shipmentId: number,
): Promise<string> {
  const taken = await takeWaybillFor(tx, carrierId, serviceId, shipmentId);
  if (taken.pooled && !taken.number) throw new LabelRefusal('v.waybills_exhausted');
  if (taken.number) return taken.number;
  const [row] = rowsOf<{ n: string | null }>(
    await tx.execute(sql.raw(`select ${freeTrackingNumberSql()} as n`)),
  );
  if (!row?.n) throw new Error('no free tracking number among the candidates');
  return row.n;
}
