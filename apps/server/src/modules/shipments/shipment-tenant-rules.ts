import {
  LOCKED_CONTACT_SETTING_KEYS,
  lockedContacts,
  mustVerifyFiscalData,
  VERIFY_FISCAL_DATA_SETTING,
  withLockedContact,
  type AddressForm,
} from '@despacho/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { settings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';

/** The tenant settings the shipment rules below read (none of them secret). */
export const SHIPMENT_RULE_SETTING_KEYS = [
  ...LOCKED_CONTACT_SETTING_KEYS,
  VERIFY_FISCAL_DATA_SETTING,
] as const;

/** Those settings, in the caller's tenant transaction. */
export async function shipmentRuleSettings(tx: Tx): Promise<Record<string, string>> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...SHIPMENT_RULE_SETTING_KEYS]));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * Spec 1 §2 on the server (shared's mustVerifyFiscalData): an unverified customer, with the
 * setting on, gets `fiscal_verification_required` (403), which the web app turns into its
 * redirect to /verify. `demoShipmentsUpTo` is the action's demo allowance, null for none.
 */
export function checkFiscalVerification(
  ctx: ServiceContext,
  tenantSettings: Readonly<Record<string, string | undefined>>,
  demoShipmentsUpTo: number | null,
): void {
  const actor = requireActor(ctx);
  const held = mustVerifyFiscalData(
    {
      user_type: actor.userType,
      fiscal_data_verified: actor.fiscalDataVerified,
      total_shipments: actor.totalShipments,
    },
    tenantSettings[VERIFY_FISCAL_DATA_SETTING],
    demoShipmentsUpTo,
  );
  if (held) throw new AppError('fiscal_verification_required');
}

/**
 * The wizard's two addresses with the e-mail and phone the tenant fixes (disable_email /
 * disable_phone_number) in place of whatever the body says.
 */
export function withTenantContacts<
  T extends { origin_attributes?: AddressForm; destination_attributes?: AddressForm },
>(input: T, tenantSettings: Readonly<Record<string, string | undefined>>): T {
  const locked = lockedContacts(tenantSettings);
  return {
    ...input,
    ...(input.origin_attributes
      ? { origin_attributes: withLockedContact(input.origin_attributes, locked.origin) }
      : {}),
    ...(input.destination_attributes
      ? {
          destination_attributes: withLockedContact(
            input.destination_attributes,
            locked.destination,
          ),
        }
      : {}),
  };
}
