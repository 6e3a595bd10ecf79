import type { MarginFigures, MarginLayer, UserType } from '@despacho/shared';
import { toDecimalString } from '@despacho/domain';
import type { DayFigures } from './analytics.repository';

/**
 * Which price layers' margins a staff member sees (docs/rating.md §1, §8): developers every
 * layer and the carrier's cost; the tenant owner (main_admin) from the tenant layer down; an
 * admin the admin layer; an operator the admin layer only when `operator_visible_rates` is '1'.
 * The admin margin is what the admin layer keeps: admin_amount less the customer's discount.
 */
export function visibleLayers(viewer: UserType, operatorVisibleRates: boolean): MarginLayer[] {
  switch (viewer) {
    case 'developer':
      return ['platform', 'tenant', 'admin'];
    case 'main_admin':
      return ['tenant', 'admin'];
    case 'admin':
      return ['admin'];
    case 'operator':
      return operatorVisibleRates ? ['admin'] : [];
    default:
      return [];
  }
}

type Sums = Pick<DayFigures, 'subtotalCents' | 'platformCents' | 'tenantCents' | 'adminCents'>;

export function marginFigures(
  sums: Sums,
  layers: readonly MarginLayer[],
  developer: boolean,
): MarginFigures {
  const show = (layer: MarginLayer, cents: number) =>
    layers.includes(layer) ? toDecimalString(cents) : null;
  return {
    carrier_cost: developer ? toDecimalString(sums.subtotalCents) : null,
    platform: show('platform', sums.platformCents),
    tenant: show('tenant', sums.tenantCents),
    admin: show('admin', sums.adminCents),
  };
}
