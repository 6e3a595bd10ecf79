import type { Centavos } from '../money/centavos';
import { percentage } from '../money/rounding';
import type { CandidateService } from './types';
import { cmToHundredths, girthOf, type MeasuredParcel } from './weight';

export const DEFAULT_GIRTH_CM = 330;

/** Pass-through charges for one parcel (rating.md §4): added to every layer, never margined. */
export interface Surcharges {
  readonly extended_zone: Centavos;
  readonly oversize: Centavos;
  readonly girth: Centavos;
  readonly insurance: Centavos;
  readonly total: Centavos;
}

export function oversizeCharge(m: MeasuredParcel, c: CandidateService['carrier']): Centavos {
  const longest = m.sides[0];
  // The last (larger) limit replaces the first one rather than adding to it.
  if (
    c.last_limit_size !== null &&
    c.last_limit_cost !== null &&
    longest > cmToHundredths(c.last_limit_size)
  ) {
    return c.last_limit_cost;
  }
  if (
    c.first_limit_size !== null &&
    c.first_limit_cost !== null &&
    longest > cmToHundredths(c.first_limit_size)
  ) {
    return c.first_limit_cost;
  }
  return 0;
}

export function girthCharge(m: MeasuredParcel, candidate: CandidateService): Centavos {
  const limit = candidate.carrier.girth ?? DEFAULT_GIRTH_CM;
  return girthOf(m) > cmToHundredths(limit) ? candidate.service.girth_amount : 0;
}

export function insuranceCharge(m: MeasuredParcel, c: CandidateService['carrier']): Centavos {
  if (!m.parcel.insure_package || c.insurance_type === 'none') return 0;
  return percentage(m.parcel.declared_value, c.insurance_percentage) + c.insurance_amount;
}

export function surchargesFor(m: MeasuredParcel, candidate: CandidateService): Surcharges {
  const extended = candidate.destination_in_extended_zone
    ? candidate.service.extended_zone_price
    : 0;
  const oversize = oversizeCharge(m, candidate.carrier);
  const girth = girthCharge(m, candidate);
  const insurance = insuranceCharge(m, candidate.carrier);
  return {
    extended_zone: extended,
    oversize,
    girth,
    insurance,
    total: extended + oversize + girth + insurance,
  };
}
