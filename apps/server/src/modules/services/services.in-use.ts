import { validationText, type InUsePart, type Locale } from '@despacho/shared';
import { countDistinct, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  servicePrices,
  services,
  shipments,
  userPrices,
  userServiceAmounts,
} from '../../db/schema';
import { AppError } from '../../http/app-error';

export type InUse = Record<InUsePart, number>;

/**
 * What hangs on a carrier's or a service's catalogue rows and would go with them: services with
 * price tables, customers with their own prices or margin overrides, shipments. Zones,
 * countries, validators and settings are the record's own configuration and go with it.
 */
export async function catalogueInUse(
  tx: Tx,
  target: { carrierId: number } | { serviceId: number },
): Promise<InUse> {
  const serviceIds =
    'serviceId' in target
      ? [target.serviceId]
      : (
          await tx
            .select({ id: services.id })
            .from(services)
            .where(eq(services.carrierId, target.carrierId))
        ).map((r) => r.id);
  const shipped: SQL[] = serviceIds.length ? [inArray(shipments.serviceId, serviceIds)] : [];
  if ('carrierId' in target) shipped.push(eq(shipments.carrierId, target.carrierId));
  const [shipmentRow] = await tx
    .select({ n: countDistinct(shipments.id) })
    .from(shipments)
    .where(or(...shipped));
  if (!serviceIds.length)
    return { services_with_prices: 0, customer_prices: 0, shipments: Number(shipmentRow?.n ?? 0) };
  const [priced] = await tx
    .select({ n: countDistinct(servicePrices.serviceId) })
    .from(servicePrices)
    .where(inArray(servicePrices.serviceId, serviceIds));
  const owners = new Set<number>();
  for (const table of [userPrices, userServiceAmounts]) {
    const rows = await tx
      .selectDistinct({ userId: table.userId })
      .from(table)
      .where(inArray(table.serviceId, serviceIds));
    for (const r of rows) owners.add(r.userId);
  }
  return {
    services_with_prices: Number(priced?.n ?? 0),
    customer_prices: owners.size,
    shipments: Number(shipmentRow?.n ?? 0),
  };
}

/** 409 naming what is in the way ("2 services with prices and 1 shipment"), or nothing. */
export function refuseWhileInUse(kind: 'carrier' | 'service', inUse: InUse, locale: Locale): void {
  const parts = (Object.entries(inUse) as [InUsePart, number][])
    .filter(([part, n]) => n > 0 && !(kind === 'service' && part === 'services_with_prices'))
    .map(([part, n]) =>
      validationText(`v.in_use.${part}_${n === 1 ? 'one' : 'other'}`, locale, { count: n }),
    );
  const pricedService = kind === 'service' && inUse.services_with_prices > 0;
  if (pricedService) parts.unshift(validationText('v.in_use.price_table', locale));
  if (!parts.length) return;
  const and = validationText('v.in_use.and', locale);
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}` : parts[0];
  throw new AppError('conflict', undefined, {
    fields: { base: [validationText(`v.in_use.${kind}`, locale, { parts: list! })] },
  });
}
