import { toDecimalString } from '@despacho/domain';
import {
  API_PREFIX,
  OVERWEIGHT_STATUS_CODES,
  type Overweight,
  type OverweightAction,
} from '@despacho/shared';
import type { OverweightReader } from './overweight-access';
import type { OverweightView } from './overweights.repository';

/** Grams as kilos with 3 decimals ("2.500"), exact. */
export const kgText = (grams: number) => (grams / 1000).toFixed(3);
const cmText = (cm: number) => cm.toFixed(2);

/** What the reader may do now: staff move money; the owner asks for a rebate (if allowed). */
export function actionsFor(
  reader: OverweightReader,
  status: Overweight['status'],
  rebateAllowed: boolean,
): OverweightAction[] {
  if (reader.kind === 'staff') {
    if (status === 'unpaid') return ['deduction'];
    if (status === 'paid') return ['refund'];
    if (status === 'rebated') return ['refund', 'cancel_rebate'];
    return [];
  }
  return status === 'paid' && rebateAllowed ? ['rebate'] : [];
}

export function serializeOverweight(
  v: OverweightView,
  reader: OverweightReader,
  rebateAllowed: boolean,
): Overweight {
  const r = v.row;
  const out: Overweight = {
    id: r.id,
    shipment: {
      id: r.shipmentId,
      sequential_id: v.shipmentNumber,
      billed_weight: kgText(r.billedWeightG),
      service_name: v.serviceName,
      carrier_name: v.carrierName,
    },
    tracking_number: r.trackingNumber,
    overweight: kgText(r.overweightG),
    unit_price: toDecimalString(r.unitPriceCents),
    amount: toDecimalString(r.amountCents),
    status: r.status,
    status_code: OVERWEIGHT_STATUS_CODES[r.status],
    carrier_weight: kgText(r.carrierWeightG),
    carrier_volumetric_weight:
      r.carrierVolumetricWeightG === null ? null : kgText(r.carrierVolumetricWeightG),
    carrier_package_dimensions: r.dimensions
      ? {
          length: cmText(r.dimensions.length),
          width: cmText(r.dimensions.width),
          height: cmText(r.dimensions.height),
        }
      : null,
    evidence_file_url: r.evidenceFileId ? `${API_PREFIX}/overweights/${r.id}/evidence` : null,
    evidence_file_name: r.evidenceFileId ? v.evidenceName : null,
    evidence_description: r.evidenceDescription,
    actions: actionsFor(reader, r.status, rebateAllowed),
    can_report_evidence: r.status !== 'refunded',
    charged_at: r.chargedAt?.toISOString() ?? null,
    refunded_at: r.refundedAt?.toISOString() ?? null,
    rebate_requested_at: r.rebateRequestedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
  if (reader.kind === 'staff') {
    out.provider = v.provider;
    out.user = {
      id: v.owner.id,
      name: `${v.owner.name} ${v.owner.lastName}`.trim(),
      email: v.owner.email,
    };
  }
  return out;
}
