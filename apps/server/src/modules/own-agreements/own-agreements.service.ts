import {
  OWN_AGREEMENT_HIDDEN_PROVIDERS,
  type OwnAgreement,
  type OwnAgreementProvider,
  type UserType,
} from '@despacho/shared';
import type { Tx } from '../../db/client';
import type { ProviderRow } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import type { CarrierConnector } from '../../integrations/carriers/carrier-connector';
import { settingValue } from '../settings/settings.service';
import { credentialFields } from './own-agreement-credentials';
import {
  agreementsOf,
  providersForAgreements,
  type StoredAgreement,
} from './own-agreements.repository';
import { serializeAgreement, serializeProvider } from './own-agreements.serializer';
import './own-agreement-messages';

/** Staff who may read a customer's own agreements (never change them). */
const STAFF_READERS: readonly UserType[] = ['admin', 'main_admin', 'developer'];

/**
 * Every own-agreement call starts here: the grant, then the tenant's switch — with the setting
 * `user_own_agreements` other than '1' the feature does not exist (403).
 */
export async function guard(ctx: ServiceContext, action: 'read' | 'create' | 'update' | 'destroy') {
  authorize(ctx, action, 'OwnAgreement');
  if ((await settingValue(ctx, 'user_own_agreements')) !== '1')
    throw new AppError('forbidden', undefined, { fields: { base: ['v.own_agreements_disabled'] } });
  return requireActor(ctx);
}

/** The account an agreement belongs to: a sub-user works on the parent's (the payer's). */
export const accountOf = (actor: { id: number; parentId: number | null }) =>
  actor.parentId ?? actor.id;

/** Writes are the customer's own: staff read, and only customers hold agreements. */
export async function guardWrite(ctx: ServiceContext, action: 'create' | 'update' | 'destroy') {
  const actor = await guard(ctx, action);
  if (actor.userType !== 'customer')
    throw new AppError('forbidden', undefined, {
      fields: { base: ['v.own_agreements_customers_only'] },
    });
  return accountOf(actor);
}

/** A provider a customer may contract with, and its connector (else a field error). */
export function usableProvider(
  ctx: ServiceContext,
  provider: ProviderRow | null,
): { provider: ProviderRow; connector: CarrierConnector } {
  const hidden: readonly string[] = OWN_AGREEMENT_HIDDEN_PROVIDERS;
  const connector = provider ? ctx.deps.connectors.get(provider.code) : null;
  if (!provider || !connector || !provider.ownAgreements || hidden.includes(provider.code))
    throw fieldError('provider_id', 'v.own_agreement_provider');
  return { provider, connector };
}

/** One of the account's agreements, or 404 (another user's or tenant's is not there). */
export async function findAgreement(tx: Tx, accountId: number, id: number) {
  const [found] = await agreementsOf(tx, accountId, id);
  if (!found) throw notFound();
  return found;
}

export async function listOwnAgreementProviders(
  ctx: ServiceContext,
): Promise<OwnAgreementProvider[]> {
  await guard(ctx, 'read');
  const rows = await withTenant(ctx.deps.db, ctx.tenant.id, providersForAgreements);
  const out: OwnAgreementProvider[] = [];
  for (const row of rows) {
    try {
      const { provider, connector } = usableProvider(ctx, row);
      out.push(serializeProvider(provider, credentialFields(connector)));
    } catch {
      // A provider without a connector (or hidden) is not offered.
    }
  }
  return out;
}

/**
 * The caller's own agreements; staff (admin, main_admin, developer) may name a customer with
 * `userId` and read theirs.
 */
export async function listOwnAgreements(
  ctx: ServiceContext,
  userId?: number,
): Promise<OwnAgreement[]> {
  const actor = await guard(ctx, 'read');
  const staff = STAFF_READERS.includes(actor.userType as UserType);
  const accountId = userId !== undefined && staff ? userId : accountOf(actor);
  const rows: StoredAgreement[] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    agreementsOf(tx, accountId),
  );
  return rows.map(serializeAgreement);
}

export async function getOwnAgreement(ctx: ServiceContext, id: number): Promise<OwnAgreement> {
  const actor = await guard(ctx, 'read');
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) =>
    serializeAgreement(await findAgreement(tx, accountOf(actor), id)),
  );
}
