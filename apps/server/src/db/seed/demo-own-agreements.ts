import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { settings, users } from '../schema';

/** What Carmen pays per label bought on her own carrier account in the demo: $15.00. */
export const DEMO_OWN_AGREEMENT_FEE_CENTS = 1_500;

/**
 * The demo shows own agreements (issue 19): the setting `user_own_agreements` on, and Carmen's
 * own-agreement fee set, so she can add her own carrier account under "Acuerdos propios" and
 * see its rates at the carrier's price with only the fee to pay. A production tenant starts
 * with the feature off (the settings catalogue's default).
 */
export async function seedDemoOwnAgreements(tx: Tx, tenantId: number, customerId: number) {
  await tx
    .update(settings)
    .set({ value: '1', updatedAt: new Date() })
    .where(and(eq(settings.tenantId, tenantId), eq(settings.key, 'user_own_agreements')));
  await tx
    .update(users)
    .set({ ownAgreementsPriceCents: DEMO_OWN_AGREEMENT_FEE_CENTS })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, customerId)));
}
