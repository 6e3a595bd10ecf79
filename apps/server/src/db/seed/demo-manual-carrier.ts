import { MANUAL_PROVIDER_CODE } from '@despacho/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  carriers,
  countries,
  providers,
  serviceCountries,
  servicePrices,
  services,
} from '../schema';
import { nextSequence } from '../tenant-tx';

/** [kg, main_admin_cost, admin_cost, price] in pesos, like the demo's Terrestre table. */
const MANUAL_PRICES: [number, number, number, number][] = [
  [1, 70, 85, 110],
  [2, 76, 92, 120],
  [3, 82, 99, 130],
  [5, 94, 113, 150],
  [10, 127, 152, 199],
  [15, 160, 191, 249],
  [20, 197, 234, 305],
  [25, 232, 275, 359],
  [30, 268, 318, 415],
];

export const DEMO_MANUAL_CARRIER = 'Envío manual';

/**
 * The demo's manual carrier (issue 21): "Envío manual", a courier with no API whose one
 * national service "Estándar" is priced from its table like Despacho Express's Terrestre; staff
 * upload its labels. Added once to a demo tenant that has no carrier of provider Manual (a new
 * one, or one seeded before issue 21). Answers whether it added it.
 */
export async function seedDemoManualCarrier(tx: Tx, tenantId: number): Promise<boolean> {
  const [provider] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.tenantId, tenantId), eq(providers.code, MANUAL_PROVIDER_CODE)));
  const [mx] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.tenantId, tenantId), eq(countries.code, 'MX')));
  if (!provider || !mx) return false;
  const [existing] = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.tenantId, tenantId), eq(carriers.providerId, provider.id)))
    .limit(1);
  if (existing) return false;
  const [carrier] = await tx
    .insert(carriers)
    .values({
      tenantId,
      sequentialId: await nextSequence(tx, tenantId, 'carriers'),
      name: DEMO_MANUAL_CARRIER,
      providerId: provider.id,
      status: 'active',
      pickup: false,
      insuranceType: 'none',
      maxWeight: 30,
      maxLength: 150,
      maxWidth: 100,
      maxHeight: 100,
    })
    .returning({ id: carriers.id });
  const [service] = await tx
    .insert(services)
    .values({
      tenantId,
      sequentialId: await nextSequence(tx, tenantId, 'services'),
      carrierId: carrier!.id,
      status: 'active',
      name: 'Estándar',
      code: 'STANDARD',
      serviceType: 'national',
      days: 4,
      useStaticRates: true,
      trackable: false,
      extraKgPriceCents: 1_000,
    })
    .returning({ id: services.id });
  await tx.insert(servicePrices).values(
    MANUAL_PRICES.map(([kg, mainAdmin, admin, price]) => ({
      tenantId,
      serviceId: service!.id,
      kg,
      mainAdminCostCents: mainAdmin * 100,
      adminCostCents: admin * 100,
      priceCents: price * 100,
    })),
  );
  await tx.insert(serviceCountries).values({ tenantId, serviceId: service!.id, countryId: mx.id });
  return true;
}
