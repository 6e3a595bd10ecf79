import { mustVerifyFiscalData, type User } from '@despacho/shared';
import type { AppAbility } from './ability';
import { FISCAL_VERIFICATION_ROUTE, HOME_ROUTE, routeByName, type RouteEntry } from './route-table';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'home' } | { kind: 'logout' } | { kind: 'fiscal-verification' };

interface GuardInput {
  route: RouteEntry;
  user: User;
  ability: AppAbility;
  /** Setting verify_user_fiscal_data ('1' = on). */
  verifyFiscalData: string | undefined;
}

const allowed = (route: RouteEntry, ability: AppAbility) =>
  !route.model || ability.can(route.action ?? 'read', route.model);

/** The route guard of spec 1 §2 for a signed-in user, as a pure decision. */
export function decideAccess({
  route,
  user,
  ability,
  verifyFiscalData,
}: GuardInput): GuardDecision {
  if (!allowed(route, ability)) {
    return allowed(routeByName(HOME_ROUTE), ability) ? { kind: 'home' } : { kind: 'logout' };
  }
  if (route.fiscalExempt || route.name === FISCAL_VERIFICATION_ROUTE) return { kind: 'allow' };
  // The server's own rule (shared), so a page the guard opens is one whose calls are answered.
  return mustVerifyFiscalData(user, verifyFiscalData, route.demoShipmentsUpTo ?? null)
    ? { kind: 'fiscal-verification' }
    : { kind: 'allow' };
}
