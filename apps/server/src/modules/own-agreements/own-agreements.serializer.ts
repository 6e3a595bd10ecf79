import {
  OWN_AGREEMENT_HIDDEN_SETTINGS,
  UNCHANGED_MASK,
  type OwnAgreement,
  type OwnAgreementField,
  type OwnAgreementProvider,
} from '@despacho/shared';
import type { ProviderRow } from '../../db/schema';
import { isSecretKey } from '../carrier-settings/carrier-settings.service';
import { DELETED_KEY, type StoredAgreement } from './own-agreements.repository';

const HIDDEN: readonly string[] = [...OWN_AGREEMENT_HIDDEN_SETTINGS, DELETED_KEY];

/** An own agreement as its owner (or staff) reads it: secrets masked, hidden keys left out. */
export function serializeAgreement(a: StoredAgreement): OwnAgreement {
  return {
    id: a.carrier.id,
    name: a.carrier.name,
    status: a.carrier.status,
    environment: a.carrier.environment,
    user_id: a.carrier.userId ?? 0,
    provider: { id: a.provider.id, code: a.provider.code, name: a.provider.name },
    services: a.services
      .filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, code: s.code, name: s.name })),
    settings: a.settings
      .filter((s) => !HIDDEN.includes(s.key))
      .map((s) => ({
        key: s.key,
        value: isSecretKey(s.key) && s.value ? UNCHANGED_MASK : s.value,
        secret: isSecretKey(s.key),
      })),
    shipment_count: a.carrier.shipmentCount,
    created_at: a.carrier.createdAt.toISOString(),
  };
}

export function serializeProvider(
  p: ProviderRow,
  fields: OwnAgreementField[],
): OwnAgreementProvider {
  return { id: p.id, code: p.code, name: p.name, fields, service_types: p.serviceTypes ?? [] };
}
