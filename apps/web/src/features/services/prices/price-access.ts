import { useCurrentUser } from '../../auth/api/get-current-user';
import { useService } from '../api/services';

export type PriceField = 'kg' | 'price' | 'admin_cost' | 'main_admin_cost';

/**
 * What this user may see and set on a service's price table, as the server decides it (issue
 * 20): the price anyone; the cost owners, or an admin when the service has `edit_admin_cost`;
 * the main admin cost owners only. The cost columns are listed unless the service uses quoted
 * rates (spec 3); a new weight needs a cost, so only those who may set it add rows.
 */
export function usePriceAccess(serviceId: number) {
  const userType = useCurrentUser().data?.user_type;
  const service = useService(serviceId).data;
  const owner = userType === 'main_admin' || userType === 'developer';
  const canCost = owner || !!service?.edit_admin_cost;
  const listCosts = !service?.use_quoted_rates;
  const writable: PriceField[] = [
    'kg',
    'price',
    ...(canCost ? (['admin_cost'] as const) : []),
    ...(owner ? (['main_admin_cost'] as const) : []),
  ];
  return { owner, canCost, canAdd: canCost, listCosts, writable };
}
export type PriceAccess = ReturnType<typeof usePriceAccess>;
