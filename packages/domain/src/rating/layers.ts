import type { Centavos } from '../money/centavos';
import { percentage } from '../money/rounding';
import { margin } from './margins';
import type { Layers, MarginFields, PriceRow } from './types';

export type { Layers };

/**
 * Quoted service. Margins are computed on the prices without the surcharges and the surcharges
 * then added to every layer: that is what keeps margins unchanged by pass-through charges
 * (rating.md §4), while subtotal still reads quoted_rate × exchange_rate + surcharges (§2).
 */
export function quotedLayers(
  quotedRate: Centavos,
  base: Centavos,
  surcharges: Centavos,
  m: MarginFields,
): Layers {
  const systemAmount = margin(base, m.international_percent, m.international_amount_dev);
  const systemBase = base + systemAmount;
  const tenantAmount = margin(systemBase, m.main_admin_percent, m.main_admin_amount);
  const tenantBase = systemBase + tenantAmount;
  const adminAmount = margin(tenantBase, m.client_percentage, m.international_amount);
  return {
    quoted_rate: quotedRate,
    subtotal: base + surcharges,
    system_percentage: m.international_percent,
    system_amount: systemAmount,
    system_price: systemBase + surcharges,
    tenant_percentage: m.main_admin_percent,
    tenant_amount: tenantAmount,
    tenant_price: tenantBase + surcharges,
    admin_percentage: m.client_percentage,
    admin_amount: adminAmount,
    additional_static_rate: surcharges,
  };
}

/**
 * Static service, one parcel: the row's columns are the layer prices (§2). `price` may be a
 * UserPrice below admin_cost, which leaves admin_amount negative on purpose.
 */
export function staticLayers(row: PriceRow, price: Centavos, surcharges: Centavos): Layers {
  const systemPrice = row.main_admin_cost + surcharges;
  return {
    quoted_rate: null,
    subtotal: systemPrice,
    system_percentage: null,
    system_amount: 0,
    system_price: systemPrice,
    tenant_percentage: null,
    tenant_amount: row.admin_cost - row.main_admin_cost,
    tenant_price: row.admin_cost + surcharges,
    admin_percentage: null,
    admin_amount: price - row.admin_cost,
    additional_static_rate: surcharges,
  };
}

/**
 * An own-agreement carrier's service (rating.md §6 rule 2; issue 19): the carrier bills the
 * customer's own account, so no price table or margin layer applies; what the customer pays the
 * platform is the own-agreement fee alone, the admin layer's (as a user price is).
 */
export function ownAgreementLayers(quotedRate: Centavos | null, fee: Centavos): Layers {
  return {
    quoted_rate: quotedRate,
    subtotal: 0,
    system_percentage: null,
    system_amount: 0,
    system_price: 0,
    tenant_percentage: null,
    tenant_amount: 0,
    tenant_price: 0,
    admin_percentage: null,
    admin_amount: fee,
    additional_static_rate: 0,
  };
}

/** Several parcels: each layer is the sum of the parcels' layers. */
export function sumLayers(parts: readonly Layers[]): Layers {
  const [first, ...rest] = parts;
  if (!first) throw new Error('sumLayers needs at least one parcel');
  return rest.reduce<Layers>(
    (acc, l) => ({
      ...acc,
      subtotal: acc.subtotal + l.subtotal,
      system_amount: acc.system_amount + l.system_amount,
      system_price: acc.system_price + l.system_price,
      tenant_amount: acc.tenant_amount + l.tenant_amount,
      tenant_price: acc.tenant_price + l.tenant_price,
      admin_amount: acc.admin_amount + l.admin_amount,
      additional_static_rate: acc.additional_static_rate + l.additional_static_rate,
    }),
    first,
  );
}

/**
 * §5: the discount comes out of the admin margin only. A negative admin margin (user price
 * below cost) earns no discount, and the percent is held to 0–100 so total ≥ tenant_price.
 */
export function discountFor(adminAmount: Centavos, discountPercent: number): Centavos {
  if (adminAmount <= 0 || !(discountPercent > 0)) return 0;
  return percentage(adminAmount, Math.min(discountPercent, 100));
}
