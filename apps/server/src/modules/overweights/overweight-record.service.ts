import { validationText, type Overweight } from '@despacho/shared';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-tx';
import { AppError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { overweightStaff } from './overweight-access';
import { chargeFor } from './overweight-amount';
import { checkEvidence, putEvidence } from './overweight-evidence';
import { checkMeasurements, type Measurements } from './overweight-input';
import type { OverweightForm } from './overweight-upload';
import { kgText } from './overweight.serializer';
import {
  findOverweightView,
  shipmentByNumber,
  shipmentsByTracking,
  upsertOverweight,
  type OverweightShipment,
} from './overweights.repository';
import { present } from './overweights.service';

const invalid = (fields: Record<string, string[]>) =>
  new AppError('validation_failed', undefined, { fields });

/** Why a shipment cannot take an overweight (a message key), or null when it can. */
export function shipmentProblem(s: OverweightShipment): string | null {
  if (
    !s.trackingNumber ||
    s.status === 'canceled' ||
    s.status === 'pending' ||
    s.status === 'error'
  )
    return 'v.overweight_no_label';
  if (!s.unitPriceCents || s.unitPriceCents <= 0) return 'v.overweight_no_price';
  return null;
}

export interface Computed {
  values: Parameters<typeof upsertOverweight>[1];
}

/**
 * The row to write for a shipment and the carrier's measurements, or the message (worded) for
 * `carrier_weight` when the carrier's weight is not above what the label paid for.
 */
export function overweightValues(
  ctx: ServiceContext,
  s: OverweightShipment,
  m: Measurements,
  actorId: number,
): Parameters<typeof upsertOverweight>[1] | string {
  const charge = chargeFor(s, m, s.unitPriceCents!);
  if (!charge.ok)
    return validationText('v.overweight_not_above', ctx.locale, { billed: kgText(charge.billedG) });
  return {
    tenantId: ctx.tenant.id,
    shipmentId: s.id,
    userId: s.userId,
    carrierId: s.carrierId,
    serviceId: s.serviceId,
    trackingNumber: s.trackingNumber!,
    billedWeightG: charge.billedG,
    carrierWeightG: m.carrierWeightG,
    carrierVolumetricWeightG: m.carrierVolumetricWeightG,
    dimensions: m.dimensions,
    overweightG: charge.overweightG,
    unitPriceCents: s.unitPriceCents!,
    amountCents: charge.amountCents,
    createdBy: actorId,
  };
}

async function findShipment(tx: Tx, fields: Record<string, string>) {
  const number = (fields.shipment_id ?? '').trim();
  const tracking = (fields.tracking_number ?? '').trim();
  if (number) {
    if (!/^\d{1,9}$/.test(number) || Number(number) <= 0)
      return { field: 'shipment_id', error: 'v.overweight_shipment_not_found' };
    const s = await shipmentByNumber(tx, Number(number));
    return s
      ? { field: 'shipment_id', s }
      : { field: 'shipment_id', error: 'v.overweight_shipment_not_found' };
  }
  if (tracking) {
    const s = (await shipmentsByTracking(tx, [tracking.slice(0, 40)])).get(tracking.slice(0, 40));
    return s
      ? { field: 'tracking_number', s }
      : { field: 'tracking_number', error: 'v.overweight_tracking_not_found' };
  }
  return { field: 'shipment_id', error: 'v.overweight_shipment_required' };
}

/**
 * POST overweights (staff): the shipment by its number or tracking number, the carrier's
 * measurements and optional evidence. Every field's problem is answered at once (422) and
 * nothing is written; a shipment whose overweight is already charged is a 409; an unpaid one
 * takes the new numbers.
 */
export async function recordOverweight(
  ctx: ServiceContext,
  form: OverweightForm,
): Promise<{ overweight: Overweight; created: boolean }> {
  await overweightStaff(ctx);
  const actor = requireActor(ctx);
  const fields: Record<string, string[]> = {};
  const measured = checkMeasurements(form.fields);
  if (!measured.ok) Object.assign(fields, measured.fields);
  const description = (form.fields.evidence_description ?? '').trim();
  if (description.length > 500) fields.evidence_description = ['v.overweight_description_too_long'];
  const evidence = form.file ? checkEvidence(form.file) : null;
  if (typeof evidence === 'string') fields.evidence_file = [evidence];
  const found = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) => findShipment(tx, form.fields));
  if ('error' in found) fields[found.field] = [found.error!];
  else {
    const problem = shipmentProblem(found.s!);
    if (problem) fields[found.field] = [problem];
  }
  if (Object.keys(fields).length) throw invalid(fields);
  const values = overweightValues(
    ctx,
    found.s!,
    (measured as { value: Measurements }).value,
    actor.id,
  );
  if (typeof values === 'string') throw invalid({ carrier_weight: [values] });
  const stored = evidence && typeof evidence !== 'string' ? await putEvidence(ctx, evidence) : null;
  try {
    const { view, created } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
      const file = stored ? await stored.record(tx) : null;
      const saved = await upsertOverweight(tx, {
        ...values,
        evidenceFileId: file?.id ?? null,
        evidenceDescription: file ? description || null : null,
      });
      if (!saved)
        throw new AppError('conflict', undefined, { fields: { base: ['v.overweight_exists'] } });
      return { view: (await findOverweightView(tx, saved.row.id))!, created: saved.created };
    });
    return { overweight: (await present(ctx, { kind: 'staff' }, [view]))[0]!, created };
  } catch (err) {
    await stored?.forget();
    throw err;
  }
}
