import type { AddressFacts, CandidateService, RatingUser, RejectionCode } from './types';

/** The user's carrier grants, indexed once per quote. */
export interface UserAccess {
  readonly user_id: string;
  readonly special_carriers: boolean;
  readonly services_by_carrier: ReadonlyMap<string, ReadonlySet<string>>;
}

export function userAccess(user: RatingUser): UserAccess {
  const map = new Map<string, Set<string>>();
  for (const row of user.user_carriers) {
    const set = map.get(row.carrier_id) ?? new Set<string>();
    for (const id of row.service_ids) set.add(id);
    map.set(row.carrier_id, set);
  }
  return { user_id: user.id, special_carriers: user.special_carriers, services_by_carrier: map };
}

/** Rule 1: the service and carrier are live and the carrier is under its shipment limit. */
export function carrierRejection({ service, carrier }: CandidateService): RejectionCode | null {
  if (service.status !== 'active') return 'service.inactive';
  if (carrier.status !== 'active') return 'carrier.inactive';
  if (carrier.shipment_disabled) return 'carrier.limit_reached';
  if (carrier.shipment_limit !== null && carrier.shipment_count >= carrier.shipment_limit) {
    return 'carrier.limit_reached';
  }
  return null;
}

/**
 * Rule 2. An own-agreement carrier belongs to one user and is always theirs to use; the
 * special_carriers allow-list (kept by staff) narrows only the platform's carriers.
 */
export function userMayUse({ service, carrier }: CandidateService, access: UserAccess): boolean {
  if (carrier.own_agreement_user_id !== null)
    return carrier.own_agreement_user_id === access.user_id;
  if (!access.special_carriers) return true;
  return access.services_by_carrier.get(carrier.id)?.has(service.id) ?? false;
}

/** Rules 3 and 4: service type against the two addresses. */
export function coverageRejection(
  { service }: CandidateService,
  origin: AddressFacts,
  destination: AddressFacts,
  homeCountry: string,
): RejectionCode | null {
  if (service.service_type === 'international') {
    return service.country_codes.includes(destination.country_code) ? null : 'coverage.country';
  }
  if (origin.country_code !== homeCountry || destination.country_code !== homeCountry)
    return 'coverage.country';
  if (service.service_type === 'zonal') {
    if (!inZone(origin, service.zone_ids) || !inZone(destination, service.zone_ids))
      return 'coverage.zone';
  }
  return null;
}

// Module-level rather than a closure per call: rules run once per service on every quote.
function inZone(address: AddressFacts, zoneIds: readonly string[]): boolean {
  for (const z of address.zone_ids) if (zoneIds.includes(z)) return true;
  return false;
}
