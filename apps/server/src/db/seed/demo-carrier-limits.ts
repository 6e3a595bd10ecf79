import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { MAX_LENGTH_GIRTH_SETTING } from '../../modules/quotes/catalogue-snapshot';
import { carrierSettings, carrierValidators, carriers, providers, validators } from '../schema';

interface CarrierLimits {
  provider: string;
  /** The demo carrier's name as the catalogue seed wrote it. */
  name: string;
  maxWeight: number;
  /** Largest box, cm (any orientation). */
  sides: readonly [number, number, number];
  /** Largest length + girth (L + 2W + 2H), cm. */
  lengthGirth: number;
}

/**
 * The parcel limits the demo carriers enforce, as real carriers publish theirs (issue 17):
 * FedEx takes 68 kg, 274 cm a side and 330 cm length + girth per package; Despacho Express, the
 * demo's own courier, 30 kg (its price table's top row), 150 × 100 × 100 cm and 300 cm length +
 * girth. A parcel within the contracts' maxima but over these is rejected by that carrier
 * (`limit.weight`, `limit.dimensions`), not priced.
 */
export const DEMO_CARRIER_LIMITS: readonly CarrierLimits[] = [
  {
    provider: 'FedexRest',
    name: 'FedEx',
    maxWeight: 68,
    sides: [274, 274, 274],
    lengthGirth: 330,
  },
  {
    provider: 'GenericCarrier',
    name: 'Despacho Express',
    maxWeight: 30,
    sides: [150, 100, 100],
    lengthGirth: 300,
  },
  {
    // The manual carrier (issue 21) takes what Despacho Express takes.
    provider: 'Manual',
    name: 'Envío manual',
    maxWeight: 30,
    sides: [150, 100, 100],
    lengthGirth: 300,
  },
];

const LIMIT_VALIDATORS = ['max_weight', 'max_dimensions'];

/**
 * Gives the demo carriers their limits and attaches the `max_weight` and `max_dimensions`
 * validators: on a new demo tenant right after its catalogue, and once on a demo tenant seeded
 * before the limits existed. Never over staff's changes: a carrier that already has a
 * `max_length_girth` setting (this step wrote it, or staff set one) is left as it is, a limit
 * column staff filled is kept, and a carrier renamed or removed is skipped. Answers whether it
 * changed anything (the caller then bumps the catalogue version).
 */
export async function seedDemoCarrierLimits(tx: Tx, tenantId: number): Promise<boolean> {
  const validatorRows = await tx
    .select({ id: validators.id })
    .from(validators)
    .where(and(eq(validators.tenantId, tenantId), inArray(validators.name, LIMIT_VALIDATORS)));
  let changed = false;
  for (const limits of DEMO_CARRIER_LIMITS) {
    const [carrier] = await tx
      .select({ id: carriers.id })
      .from(carriers)
      .innerJoin(providers, eq(providers.id, carriers.providerId))
      .where(
        and(
          eq(carriers.tenantId, tenantId),
          eq(carriers.name, limits.name),
          eq(providers.code, limits.provider),
          eq(carriers.ownAgreements, false),
        ),
      )
      .limit(1);
    if (!carrier) continue;
    const [marked] = await tx
      .select({ id: carrierSettings.id })
      .from(carrierSettings)
      .where(
        and(
          eq(carrierSettings.carrierId, carrier.id),
          eq(carrierSettings.key, MAX_LENGTH_GIRTH_SETTING),
        ),
      )
      .limit(1);
    if (marked) continue;

    const [length, width, height] = limits.sides;
    const only = (column: Parameters<typeof isNull>[0]) =>
      and(eq(carriers.id, carrier.id), isNull(column));
    await tx.update(carriers).set({ maxWeight: limits.maxWeight }).where(only(carriers.maxWeight));
    // The box is one rule: filled only when staff have set none of its three sides.
    await tx
      .update(carriers)
      .set({ maxLength: length, maxWidth: width, maxHeight: height })
      .where(and(only(carriers.maxLength), isNull(carriers.maxWidth), isNull(carriers.maxHeight)));
    await tx.insert(carrierSettings).values({
      tenantId,
      carrierId: carrier.id,
      key: MAX_LENGTH_GIRTH_SETTING,
      value: String(limits.lengthGirth),
    });
    if (validatorRows.length) {
      await tx
        .insert(carrierValidators)
        .values(validatorRows.map((v) => ({ tenantId, carrierId: carrier.id, validatorId: v.id })))
        .onConflictDoNothing();
    }
    changed = true;
  }
  return changed;
}
