import {
  gramsToKg,
  measureParcel,
  parseMoney,
  toDecimalString,
  volumetricGrams,
} from '@despacho/domain';
import {
  DEMO_SHIPMENTS_UP_TO,
  packageNameFromParcel,
  parcelMeasures,
  type Parcel,
  type Shipment,
  type ShipmentParcel,
} from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { createPackageFromParcel } from '../packages/packages.service';
import { mustWrite, writeScope } from './shipment-access';
import { factsOf, requireShipmentAction } from './shipment-rules';
import { checkFiscalVerification, shipmentRuleSettings } from './shipment-tenant-rules';
import { updateShipmentRow, findShipmentRow } from './shipments.repository';
import { presentOne } from './shipments.service';

/** The parcel as kept: a doc travels in the envelope's measures with its weight (parcelMeasures). */
export function shipmentParcel(p: Parcel): ShipmentParcel {
  const { length, width, height, weight } = parcelMeasures(p);
  const measured = measureParcel({
    parcel_type: p.parcel_type,
    length,
    width,
    height,
    weight,
    declared_value: 0,
    insure_package: false,
  });
  return {
    parcel_type: p.parcel_type,
    length,
    width,
    height,
    distance_unit: 'cm',
    weight,
    mass_unit: 'kg',
    volumetric_weight: gramsToKg(volumetricGrams(measured, null)),
    contents: p.contents,
    sat_product_id: p.sat_product_id == null ? null : String(p.sat_product_id),
    declared_tax_value: toDecimalString(parseMoney(p.declared_tax_value ?? 0)),
    insure_package: p.insure_package ?? false,
  };
}

/** Step 2: the parcel; a box may be kept as a package template named after its weight. */
export async function setShipmentParcel(
  ctx: ServiceContext,
  id: number,
  parcel: Parcel,
): Promise<Shipment> {
  authorize(ctx, 'create', 'Parcel');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const row = mustWrite(ctx, await findShipmentRow(tx, writeScope(ctx), id, { lock: true }));
    checkFiscalVerification(
      ctx,
      await shipmentRuleSettings(tx),
      DEMO_SHIPMENTS_UP_TO.shipmentSteps,
    );
    requireShipmentAction(ctx, 'pack', factsOf(row), true);
    const kept = shipmentParcel(parcel);
    const updated = await updateShipmentRow(tx, id, { parcel: kept, step: 'rating' });
    if (parcel.parcel_type === 'box' && 'save_as_package' in parcel && parcel.save_as_package) {
      await createPackageFromParcel(tx, ctx.tenant.id, row.userId, {
        name: packageNameFromParcel(kept.weight),
        parcel_type: 'box',
        length: kept.length,
        width: kept.width,
        height: kept.height,
        weight: kept.weight,
        contents: kept.contents,
        sat_product_id: kept.sat_product_id,
      });
    }
    return presentOne(ctx, tx, updated!);
  });
}
