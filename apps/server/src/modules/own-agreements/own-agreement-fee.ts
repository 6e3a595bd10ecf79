import { assertCentavos, type Centavos } from '@despacho/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import type { ServiceContext } from '../../http/context';
import { codedDescription } from '../ledger/ledger-descriptions';
import type { CatalogueSnapshot } from '../quotes/catalogue-snapshot';

/** The tenant's switch for own agreements ('1' on); quotes read it with their facts. */
export const OWN_AGREEMENTS_SETTING = 'user_own_agreements';

/** Whether the catalogue holds an own-agreement carrier of this paying account. */
export function ownsAgreementIn(catalogue: CatalogueSnapshot, payerId: number): boolean {
  const id = String(payerId);
  for (const c of catalogue.carriers.values()) if (c.data.own_agreement_user_id === id) return true;
  return false;
}

/**
 * What a label bought on one of the account's own agreements costs it: the users'
 * `own_agreements_price` (set by admins or developers), 0 when none is set. Read only for an
 * account that has an own agreement, so every other quote is spared the query.
 */
export async function ownAgreementFee(ctx: ServiceContext, payerId: number): Promise<Centavos> {
  const [row] = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    tx
      .select({ fee: users.ownAgreementsPriceCents })
      .from(users)
      .where(eq(users.id, payerId))
      .limit(1),
  );
  return assertCentavos(Number(row?.fee ?? 0));
}

/** The ledger text of a label bought on an own agreement: the fee, not the shipping. */
export const ownAgreementFeeDescription = (shipmentNumber: number) =>
  codedDescription('own_agreement_fee', { shipment: shipmentNumber });
