import { overweightAmount } from '@despacho/domain';
import type { OverweightShipment } from './overweights.repository';
import type { Measurements } from './overweight-input';

/**
 * What the label paid for, in grams: the rate's chargeable weight (the greater of actual and
 * volumetric, already at the carrier's bracket); a shipment without a rate (a manual label)
 * falls back to the greater of its parcel's weight and volumetric weight.
 */
export function billedGrams(s: OverweightShipment): number {
  if (s.rateChargeableKg !== null) return Math.round(s.rateChargeableKg * 1000);
  return Math.round(Math.max(s.parcelKg ?? 0, s.parcelVolumetricKg ?? 0) * 1000);
}

export type OverweightCharge =
  | { ok: true; billedG: number; overweightG: number; kilos: number; amountCents: number }
  | { ok: false; billedG: number };

/**
 * The decision (issue 21): the carrier's weight is the greater of its weight and its volumetric
 * weight; the overweight is that minus what the label paid for, rounded UP to the whole kilo as
 * carriers bill; the amount is those kilos × the service's extra_kg_overweight_price.
 */
export function chargeFor(
  s: OverweightShipment,
  m: Measurements,
  unitPriceCents: number,
): OverweightCharge {
  const billedG = billedGrams(s);
  const carrierG = Math.max(m.carrierWeightG, m.carrierVolumetricWeightG ?? 0);
  const over = carrierG - billedG;
  if (over <= 0) return { ok: false, billedG };
  const kilos = Math.ceil(over / 1000);
  return {
    ok: true,
    billedG,
    overweightG: kilos * 1000,
    kilos,
    amountCents: overweightAmount(kilos, unitPriceCents),
  };
}
